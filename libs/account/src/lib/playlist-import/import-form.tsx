import { isLoginRequiredError, useCreateImportTaskMutation } from '@cadenza/api-client/react';
import { useT } from '@cadenza/i18n/react';
import type { TranslationKey } from '@cadenza/i18n';
import { Button, SegmentedControl, Tabs, TextArea, TextInput } from '@cadenza/ui';
import { useState, type FormEvent } from 'react';
import { toastShown, useAppDispatch } from '@cadenza/app-core';
import { IMPORT_MODES, parseImportInput, type ImportMode } from './import-input';
import type { ImportTaskRecord } from './import-tasks';

type Destination = 'liked' | 'playlist';

/** Props of {@link ImportForm}. */
export interface ImportFormProps {
  /** Called with each task the server accepted. */
  onStarted(record: ImportTaskRecord): void;
}

/**
 * The import form: a tab per source (links, text, metadata JSON), where the songs go (the liked
 * songs or a new playlist, whose name is then required) and the submit. Each input is checked
 * before anything is sent; the message says what is wrong and the text stays as typed.
 */
export function ImportForm({ onStarted }: ImportFormProps) {
  const { t } = useT();
  const dispatch = useAppDispatch();
  const [createTask, { isLoading }] = useCreateImportTaskMutation();
  const [mode, setMode] = useState<ImportMode>('link');
  const [inputs, setInputs] = useState<Record<ImportMode, string>>({
    link: '',
    text: '',
    metadata: '',
  });
  const [destination, setDestination] = useState<Destination>('liked');
  const [playlistName, setPlaylistName] = useState('');
  const [inputError, setInputError] = useState<TranslationKey | null>(null);
  const [nameError, setNameError] = useState<TranslationKey | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseImportInput(mode, inputs[mode]);
    const name = playlistName.trim();
    const missingName = destination === 'playlist' && name === '';
    setInputError(parsed.ok ? null : parsed.errorKey);
    setNameError(missingName ? 'validation.playlistName' : null);
    if (!parsed.ok || missingName) return;
    const into = destination === 'liked' ? { importStarPlaylist: true } : { playlistName: name };
    const result = await createTask({ source: parsed.source, ...into });
    if ('error' in result) {
      const titleKey = isLoginRequiredError(result.error)
        ? 'validation.loginFirst'
        : 'errors.import.failed';
      dispatch(toastShown({ tone: 'error', titleKey }));
      return;
    }
    onStarted({
      taskId: result.data.taskId,
      createdAt: Date.now(),
      playlistName: destination === 'playlist' ? name : null,
    });
    dispatch(toastShown({ tone: 'success', titleKey: 'import.created' }));
    setInputs((current) => ({ ...current, [mode]: '' }));
  };

  return (
    <form className="cz-import__form" onSubmit={(event) => void submit(event)} noValidate>
      <Tabs
        label={t('import.sourceLabel')}
        value={mode}
        onValueChange={(value) => {
          setMode(value as ImportMode);
          setInputError(null);
        }}
        tabs={IMPORT_MODES.map((tab) => ({
          id: tab,
          label: t(`import.tabs.${tab}`),
          content: (
            <TextArea
              label={t(`import.tabs.${tab}`)}
              value={inputs[tab]}
              onChange={(value) => setInputs((current) => ({ ...current, [tab]: value }))}
              placeholder={t(`import.${tab}.placeholder`)}
              hint={t(`import.${tab}.hint`)}
              error={tab === mode && inputError ? t(inputError) : undefined}
              spellCheck={false}
              rows={8}
            />
          ),
        }))}
      />
      <div className="cz-import__destination">
        <span className="cz-import__label" aria-hidden="true">
          {t('import.destination.label')}
        </span>
        <SegmentedControl<Destination>
          label={t('import.destination.label')}
          value={destination}
          onChange={(value) => {
            setDestination(value);
            setNameError(null);
          }}
          options={[
            { value: 'liked', label: t('import.destination.liked') },
            { value: 'playlist', label: t('import.destination.playlist') },
          ]}
        />
      </div>
      {destination === 'playlist' ? (
        <TextInput
          label={t('import.playlistName')}
          value={playlistName}
          onChange={(value) => {
            setPlaylistName(value);
            setNameError(null);
          }}
          placeholder={t('import.playlistNamePlaceholder')}
          error={nameError ? t(nameError) : undefined}
          maxLength={40}
        />
      ) : null}
      <div className="cz-import__actions">
        <Button type="submit" disabled={isLoading}>
          {isLoading ? t('import.importing') : t('import.submit')}
        </Button>
      </div>
    </form>
  );
}

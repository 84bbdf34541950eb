import type { CreatedPlaylist } from '@cadenza/api-client';
import { isLoginRequiredError, useCreatePlaylistMutation } from '@cadenza/api-client/react';
import { useT } from '@cadenza/i18n/react';
import { Button, Switch, TextInput } from '@cadenza/ui';
import { useState, type FormEvent } from 'react';
import { toastShown, useAppDispatch } from '@cadenza/app-core';

/** NetEase's longest playlist name. */
const PLAYLIST_NAME_MAX = 40;

/**
 * A new playlist: a name (required: 'Please enter the playlist name') and whether it is
 * private. On success the parent hears of the new playlist (to add the songs to it).
 */
export function CreatePlaylistForm({ onCreated }: { onCreated(playlist: CreatedPlaylist): void }) {
  const { t } = useT();
  const dispatch = useAppDispatch();
  const [create, { isLoading }] = useCreatePlaylistMutation();
  const [name, setName] = useState('');
  const [privateList, setPrivateList] = useState(false);
  const [error, setError] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed === '') {
      setError(true);
      return;
    }
    const result = await create({ name: trimmed, privacy: privateList ? 10 : 0 });
    if ('error' in result) {
      const titleKey = isLoginRequiredError(result.error)
        ? 'validation.loginFirst'
        : 'errors.playlist.createFailed';
      dispatch(toastShown({ tone: 'error', titleKey }));
      return;
    }
    dispatch(toastShown({ tone: 'success', titleKey: 'playlistDrawer.created' }));
    setName('');
    onCreated(result.data);
  };

  return (
    <form
      className="cz-playlist-drawer__create"
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <TextInput
        label={t('playlistDrawer.create')}
        value={name}
        onChange={(value) => {
          setName(value);
          setError(false);
        }}
        placeholder={t('playlistDrawer.namePlaceholder')}
        error={error ? t('validation.playlistName') : undefined}
        maxLength={PLAYLIST_NAME_MAX}
      />
      <Switch
        label={t('playlistDrawer.private')}
        checked={privateList}
        onCheckedChange={setPrivateList}
      />
      <Button type="submit" disabled={isLoading}>
        {t('playlistDrawer.createSubmit')}
      </Button>
    </form>
  );
}

import { useT } from '@cadenza/i18n/react';
import {
  MUSIC_QUALITIES,
  MUSIC_SOURCES,
  NORMALIZATION_PREAMP_DB,
  CROSSFADE_SEC,
  validateMusicSources,
  type MusicSource,
  type ValidationMessage,
} from '@cadenza/settings';
import { useSetting, useSettingsDispatch } from '@cadenza/settings/react';
import { Select, Switch } from '@cadenza/ui';
import { useState } from 'react';
import {
  CommittedSlider,
  SettingRow,
  SettingsSection,
  useDesktopOnly,
  useValidationText,
} from '@cadenza/settings-editors';

/**
 * The playback tab: audio quality, autoplay, loudness normalisation, music unblocking and its
 * sources, status bar.
 */
export function PlaybackTab() {
  const { t } = useT();
  const musicQuality = useSetting('musicQuality');
  const autoPlay = useSetting('autoPlay');
  const showStatusBar = useSetting('showStatusBar');
  const setSetting = useSettingsDispatch();
  // The status bar (tray/menu bar) belongs to the desktop shell.
  const desktopOnly = useDesktopOnly();
  return (
    <>
      <SettingsSection>
        <SettingRow
          title={t('settings.musicQuality.label')}
          description={t('settings.musicQuality.desc')}
        >
          <Select
            label={t('settings.musicQuality.label')}
            hideLabel
            value={musicQuality}
            options={MUSIC_QUALITIES.map((value) => ({ value, label: t(`quality.${value}`) }))}
            onValueChange={(value) => {
              const next = MUSIC_QUALITIES.find((candidate) => candidate === value);
              if (next) setSetting('musicQuality', next);
            }}
          />
        </SettingRow>
        <Switch
          label={t('settings.autoPlay.label')}
          description={t('settings.autoPlay.desc')}
          checked={autoPlay}
          onCheckedChange={(on) => setSetting('autoPlay', on)}
        />
        <NormalizationRows />
        <TransitionRows />
        <Switch
          label={t('settings.statusBar.label')}
          description={t('settings.statusBar.desc')}
          checked={showStatusBar}
          onCheckedChange={(on) => setSetting('showStatusBar', on)}
          disabled={desktopOnly.disabled}
          disabledReason={desktopOnly.reason}
        />
      </SettingsSection>
      <MusicSourcesSection />
    </>
  );
}

/** Loudness normalisation on or off, and the pre-amp it adds (disabled while it is off). */
function NormalizationRows() {
  const { t } = useT();
  const normalization = useSetting('volumeNormalization');
  const preampDb = useSetting('normalizationPreampDb');
  const setSetting = useSettingsDispatch();
  const signed = (value: number) => (value > 0 ? `+${value.toFixed(1)}` : value.toFixed(1));
  return (
    <>
      <Switch
        label={t('settings.normalization.label')}
        description={t('settings.normalization.desc')}
        checked={normalization}
        onCheckedChange={(on) => setSetting('volumeNormalization', on)}
      />
      <SettingRow
        title={t('settings.normalizationPreamp.label')}
        description={t('settings.normalizationPreamp.desc')}
      >
        <CommittedSlider
          label={t('settings.normalizationPreamp.label')}
          value={preampDb}
          {...NORMALIZATION_PREAMP_DB}
          disabled={!normalization}
          valueText={(value) => t('settings.normalizationPreamp.value', { value: signed(value) })}
          // Half-dB steps: round away the float noise of the slider's arithmetic.
          onCommit={(value) => setSetting('normalizationPreampDb', Math.round(value * 2) / 2)}
        />
      </SettingRow>
    </>
  );
}

/** How songs meet: gapless runs within an album, and a crossfade between other songs. */
function TransitionRows() {
  const { t } = useT();
  const gapless = useSetting('gaplessPlayback');
  const crossfadeSec = useSetting('crossfadeSec');
  const setSetting = useSettingsDispatch();
  return (
    <>
      <Switch
        label={t('settings.gapless.label')}
        description={t('settings.gapless.desc')}
        checked={gapless}
        onCheckedChange={(on) => setSetting('gaplessPlayback', on)}
      />
      <SettingRow title={t('settings.crossfade.label')} description={t('settings.crossfade.desc')}>
        <CommittedSlider
          label={t('settings.crossfade.label')}
          value={crossfadeSec}
          {...CROSSFADE_SEC}
          valueText={(value) =>
            value === 0 ? t('settings.crossfade.off') : t('settings.crossfade.value', { value })
          }
          onCommit={(value) => setSetting('crossfadeSec', Math.round(value))}
        />
      </SettingRow>
    </>
  );
}

/**
 * Music unblocking and its sources. Both platforms honour them: the web's resolution chain runs
 * the video-site and GD sources itself and the gateway's fallback, the desktop adds its bridge.
 */
function MusicSourcesSection() {
  const { t } = useT();
  const enableMusicUnblock = useSetting('enableMusicUnblock');
  const enabledMusicSources = useSetting('enabledMusicSources');
  const setSetting = useSettingsDispatch();
  const messageText = useValidationText();
  const [message, setMessage] = useState<ValidationMessage | undefined>(undefined);
  const toggle = (source: MusicSource, on: boolean) => {
    const wanted = on
      ? [...enabledMusicSources, source]
      : enabledMusicSources.filter((candidate) => candidate !== source);
    // Spec §5: at least one source; the last one cannot be switched off.
    const result = validateMusicSources(wanted);
    if (!result.ok) {
      setMessage(result.message);
      return;
    }
    setMessage(undefined);
    setSetting('enabledMusicSources', result.value);
  };
  return (
    <SettingsSection
      title={t('settings.musicSources.label')}
      description={t('settings.musicSources.desc')}
    >
      <Switch
        label={t('settings.musicUnblock.label')}
        description={t('settings.musicUnblock.desc')}
        checked={enableMusicUnblock}
        onCheckedChange={(on) => setSetting('enableMusicUnblock', on)}
      />
      <p className="cz-settings__note">
        {t('settings.musicSources.selectedCount', { count: enabledMusicSources.length })}
      </p>
      {MUSIC_SOURCES.map((source) => (
        <Switch
          key={source}
          label={t(`settings.musicSources.sources.${source}`)}
          description={source === 'gdmusic' ? t('settings.musicSources.gdmusicHint') : undefined}
          checked={enabledMusicSources.includes(source)}
          onCheckedChange={(on) => toggle(source, on)}
        />
      ))}
      {message && (
        <p className="cz-settings__error" role="alert">
          {messageText(message)}
        </p>
      )}
    </SettingsSection>
  );
}

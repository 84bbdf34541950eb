import { useGetHealthQuery } from '@cadenza/api-client/react';
import { useT } from '@cadenza/i18n/react';
import { useSetting } from '@cadenza/settings/react';
import { Skeleton } from '@cadenza/ui';
import { SettingRow, SettingsSection } from '@cadenza/settings-editors';

/**
 * The product Cadenza re-implements (spec: the reference product). Cadenza's own repository
 * address is not recorded anywhere in the workspace yet; when it is, link it here as well.
 */
export const REFERENCE_PROJECT = {
  name: 'AlgerMusicPlayer',
  url: 'https://github.com/algerkong/AlgerMusicPlayer',
} as const;

/**
 * The about tab: the app's name, its version as the gateway reports it (the gateway and the
 * client are built from one version), the author and the project links.
 */
export function AboutTab() {
  const { t } = useT();
  const author = useSetting('author');
  const authorUrl = useSetting('authorUrl');
  const health = useGetHealthQuery();
  return (
    <SettingsSection title={t('app.name')} description={t('app.tagline')}>
      <p className="cz-settings__version" aria-live="polite">
        {health.data ? (
          t('settings.about.version', { version: health.data.version })
        ) : health.isError ? (
          t('settings.about.versionUnavailable')
        ) : (
          <>
            <Skeleton />
            <span className="cz-visually-hidden">{t('common.loading')}</span>
          </>
        )}
      </p>
      <SettingRow title={t('settings.about.author')}>
        {authorUrl ? (
          <a href={authorUrl} target="_blank" rel="noreferrer noopener">
            {author}
          </a>
        ) : (
          <span>{author}</span>
        )}
      </SettingRow>
      <SettingRow title={t('settings.about.project')}>
        <a href={REFERENCE_PROJECT.url} target="_blank" rel="noreferrer noopener">
          {t('settings.about.basedOn', { name: REFERENCE_PROJECT.name })}
        </a>
      </SettingRow>
    </SettingsSection>
  );
}

import { useT } from '@cadenza/i18n/react';
import { useSetting } from '@cadenza/settings/react';
import { SettingsSection } from '@cadenza/settings-editors';

/**
 * The two mobile payment apps of spec §2 ("donation list"), linked to their own sites. No
 * payment-code images: nothing is loaded from third parties, and the author's own page (the
 * `authorUrl` setting, when set) is where their codes live.
 */
const PAYMENT_APPS = [
  { id: 'alipay', url: 'https://www.alipay.com/' },
  { id: 'wechat', url: 'https://pay.weixin.qq.com/' },
] as const;

/** The donation tab: why to support the project and the two ways to do it. */
export function DonationTab() {
  const { t } = useT();
  const author = useSetting('author');
  const authorUrl = useSetting('authorUrl');
  return (
    <SettingsSection title={t('settings.donation.title')} description={t('settings.donation.desc')}>
      <ul className="cz-settings__links" aria-label={t('settings.donation.apps')}>
        {PAYMENT_APPS.map((app) => (
          <li key={app.id}>
            <a href={app.url} target="_blank" rel="noreferrer noopener">
              {t(`settings.donation.${app.id}`)}
            </a>
          </li>
        ))}
      </ul>
      {authorUrl && (
        <p className="cz-settings__note">
          <a href={authorUrl} target="_blank" rel="noreferrer noopener">
            {t('settings.donation.codesOnAuthorPage', { author })}
          </a>
        </p>
      )}
      <p className="cz-settings__note">{t('settings.donation.thanks')}</p>
    </SettingsSection>
  );
}

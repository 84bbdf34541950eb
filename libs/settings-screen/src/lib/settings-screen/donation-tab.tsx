import { useT } from '@cadenza/i18n/react';
import { SettingsSection } from '@cadenza/settings-editors';
import { StateMessage } from '@cadenza/ui';
import { useEffect, useState } from 'react';
import {
  loadDonationConfig,
  type DonationConfig,
  type DonationConfigResult,
} from './donation-config';

/** The two mobile payment apps of spec §2 ("donation list"). */
const PAYMENT_APPS = ['alipay', 'wechat'] as const;

/** Props of {@link DonationTab}. */
export interface DonationTabProps {
  /** Reads the build's donation file; the app's own unless told (a spec passes its answer). */
  load?: () => Promise<DonationConfigResult>;
}

/**
 * The donation tab: the build's own payment codes for the two payment apps and its list of
 * supporters, from the build's donation file. A build without one says plainly that donations
 * are not set up, rather than pointing at the payment companies' home pages.
 */
export function DonationTab({ load = loadDonationConfig }: DonationTabProps) {
  const { t } = useT();
  const [result, setResult] = useState<DonationConfigResult | null>(null);
  useEffect(() => {
    let current = true;
    void load().then((loaded) => current && setResult(loaded));
    return () => {
      current = false;
    };
  }, [load]);

  return (
    <SettingsSection title={t('settings.donation.title')} description={t('settings.donation.desc')}>
      {result === null ? (
        <p className="cz-settings__note" role="status">
          {t('common.loading')}
        </p>
      ) : result.kind === 'ready' ? (
        <Donation config={result.config} />
      ) : (
        <StateMessage
          tone={result.kind === 'invalid' ? 'error' : 'empty'}
          message={t(
            result.kind === 'invalid' ? 'settings.donation.invalid' : 'settings.donation.notSetUp',
          )}
        />
      )}
    </SettingsSection>
  );
}

function Donation({ config }: { config: DonationConfig }) {
  const { t } = useT();
  const donors = config.donors ?? [];
  const apps = PAYMENT_APPS.filter((app) => config.codes[app]);
  return (
    <>
      <ul className="cz-donation__codes" aria-label={t('settings.donation.apps')}>
        {apps.map((app) => (
          <li key={app}>
            <figure className="cz-donation__code">
              <img
                src={config.codes[app]}
                alt={t('settings.donation.codeOf', { app: t(`settings.donation.${app}`) })}
                width={160}
                height={160}
              />
              <figcaption>{t(`settings.donation.${app}`)}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <h4 className="cz-donation__list-title">{t('settings.donation.list')}</h4>
      {donors.length === 0 ? (
        <p className="cz-settings__note">{t('settings.donation.empty')}</p>
      ) : (
        <ul className="cz-donation__donors" aria-label={t('settings.donation.list')}>
          {donors.map((donor, index) => (
            <li key={`${donor.name}-${String(index)}`} className="cz-donation__donor">
              <span className="cz-donation__name">{donor.name}</span>
              {donor.amount ? <span className="cz-donation__amount">{donor.amount}</span> : null}
              {donor.message ? <p className="cz-donation__message">{donor.message}</p> : null}
            </li>
          ))}
        </ul>
      )}
      <p className="cz-settings__note">{t('settings.donation.thanks')}</p>
    </>
  );
}

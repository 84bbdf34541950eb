import { useT } from '@cadenza/i18n/react';
import { usePlayerSend } from '@cadenza/player-core/react';
import { CLEARABLE_CACHES, type ClearableCache } from '@cadenza/settings';
import { Button, ConfirmDialog } from '@cadenza/ui';
import { useState } from 'react';
import { toastShown, usePlatform, useAppDispatch, prefersDarkScheme } from '@cadenza/app-core';
import { clearCache } from './clear-cache';
import { SettingRow, SettingsSection } from '@cadenza/settings-editors';

/**
 * The system tab: one "clear" button per cache of spec §9, each behind a confirmation, with a
 * toast once done. Works on both platforms: every cache lives in the page's storage.
 */
export function SystemTab() {
  const { t } = useT();
  const dispatch = useAppDispatch();
  const { storage } = usePlatform();
  const send = usePlayerSend();
  const [pending, setPending] = useState<ClearableCache | null>(null);
  const [busy, setBusy] = useState(false);

  const clear = async (cache: ClearableCache) => {
    setBusy(true);
    try {
      await dispatch(clearCache(cache, { storage, prefersDark: prefersDarkScheme() }));
      // The running player holds its own copy of these lists: it forgets them too, or its next
      // play or like would write the old ones back.
      if (cache === 'history') send({ type: 'clear-library', what: 'history' });
      if (cache === 'favorite') send({ type: 'clear-library', what: 'favorites' });
      dispatch(toastShown({ tone: 'success', titleKey: 'settings.cache.success' }));
    } catch (error) {
      console.error('Cadenza: clearing a cache failed', error);
      dispatch(toastShown({ tone: 'error', titleKey: 'settings.cache.failed' }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <SettingsSection title={t('settings.cache.label')} description={t('settings.cache.desc')}>
      {CLEARABLE_CACHES.map((cache) => (
        <SettingRow
          key={cache}
          inline
          title={t(`settings.cache.types.${cache}`)}
          description={t(`settings.cache.typeDescs.${cache}`)}
        >
          <Button
            variant="ghost"
            disabled={busy}
            aria-label={t('settings.cache.clearType', { type: t(`settings.cache.types.${cache}`) })}
            onClick={() => setPending(cache)}
          >
            {t('common.clear')}
          </Button>
        </SettingRow>
      ))}
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open) setPending(null);
        }}
        title={t('settings.cache.confirm')}
        message={
          pending
            ? t('settings.cache.confirmMessage', {
                type: t(`settings.cache.types.${pending}`),
                description: t(`settings.cache.typeDescs.${pending}`),
              })
            : ''
        }
        confirmLabel={t('common.clear')}
        cancelLabel={t('common.cancel')}
        tone="danger"
        onConfirm={() => {
          if (pending) void clear(pending);
        }}
      />
    </SettingsSection>
  );
}

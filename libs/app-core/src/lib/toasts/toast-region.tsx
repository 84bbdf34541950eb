import { useT } from '@cadenza/i18n/react';
import { ToastList, ToastProvider } from '@cadenza/ui';
import { useAppDispatch, useAppSelector } from '../store/app-hooks';
import { selectToasts, toastDismissed, type ToastMessage } from './toasts.slice';

/** The toast region and the toasts of the store, in the current language. */
export function ToastRegion() {
  const { t, translate: text } = useT();
  const toasts = useAppSelector(selectToasts);
  const dispatch = useAppDispatch();
  const items = toasts.map((toast: ToastMessage) => ({
    id: toast.id,
    tone: toast.tone,
    title: text(toast.titleKey, toast.titleParams),
    ...(toast.descriptionKey
      ? { description: text(toast.descriptionKey, toast.descriptionParams) }
      : {}),
    durationMs: toast.durationMs,
  }));
  return (
    <ToastProvider regionLabel={t('shell.toasts.region')} toastLabel={t('shell.toasts.toast')}>
      <ToastList
        toasts={items}
        closeLabel={t('common.close')}
        onDismiss={(id) => dispatch(toastDismissed(id))}
      />
    </ToastProvider>
  );
}

import { useT } from '@cadenza/i18n/react';
import { ConfirmDialog } from '@cadenza/ui';
import { useLogout } from './use-logout';

/** Props of {@link LogoutConfirm}. */
export interface LogoutConfirmProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** After the logout; the page reloads by default. */
  reload?: () => void;
}

/** "Do you want to log out?" — confirming logs out (see {@link useLogout}). */
export function LogoutConfirm({ open, onOpenChange, reload }: LogoutConfirmProps) {
  const { t } = useT();
  const { logout } = useLogout(reload);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('user.logout')}
      message={t('user.logoutConfirm')}
      confirmLabel={t('user.logout')}
      cancelLabel={t('common.cancel')}
      tone="danger"
      onConfirm={() => void logout()}
    />
  );
}

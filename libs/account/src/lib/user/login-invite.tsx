import { useT } from '@cadenza/i18n/react';
import { Button } from '@cadenza/ui';
import { RiUser3Line } from '@remixicon/react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';

/**
 * What a page of one's own account shows while nobody is logged in: what logging in gives, and
 * the way to it, which comes back to `from` afterwards; `children` are other ways on.
 */
export function LoginInvite({ from, children }: { from: string; children?: ReactNode }) {
  const { t } = useT();
  const navigate = useNavigate();
  return (
    <div className="cz-login-invite">
      <span className="cz-login-invite__icon" aria-hidden="true">
        <RiUser3Line />
      </span>
      <h2 className="cz-login-invite__title">{t('user.title')}</h2>
      <p className="cz-login-invite__message">{t('user.loginPrompt')}</p>
      <Button onClick={() => void navigate('/login', { state: { from } })}>
        {t('user.login')}
      </Button>
      {children}
    </div>
  );
}

import { useLoginCellphoneMutation } from '@cadenza/api-client/react';
import { useT } from '@cadenza/i18n/react';
import { Button, TextInput } from '@cadenza/ui';
import { useState, type FormEvent } from 'react';
import { useAppDispatch } from '@cadenza/app-core';
import { welcomeToast } from './login-success';
import { phoneLoginError, type PhoneLoginError } from './phone-login-error';

/**
 * The phone mode: phone number and password. Both are required (said at the field); a refusal
 * says why under the form (an alert), and a login sets the session (the screen then moves on).
 */
export function PhoneLoginForm() {
  const { t } = useT();
  const dispatch = useAppDispatch();
  const [login, { isLoading }] = useLoginCellphoneMutation();
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState({ phone: false, password: false });
  const [failure, setFailure] = useState<PhoneLoginError | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = { phone: phone.trim() === '', password: password === '' };
    setMissing(next);
    setFailure(null);
    if (next.phone || next.password) return;
    const answer = await login({ phone: phone.trim(), password });
    if ('error' in answer) setFailure(phoneLoginError(answer.error));
    else dispatch(welcomeToast(answer.data.profile));
  };

  return (
    <form className="cz-login-phone" onSubmit={(event) => void submit(event)} noValidate>
      <TextInput
        label={t('login.phone.phone')}
        placeholder={t('login.phone.phonePlaceholder')}
        value={phone}
        onChange={setPhone}
        inputMode="tel"
        autoComplete="tel"
        error={missing.phone ? t('validation.required') : undefined}
      />
      <TextInput
        label={t('login.phone.password')}
        placeholder={t('login.phone.passwordPlaceholder')}
        type="password"
        value={password}
        onChange={setPassword}
        autoComplete="current-password"
        error={missing.password ? t('validation.required') : undefined}
      />
      {failure ? (
        <p className="cz-login-phone__error" role="alert">
          {'key' in failure ? t(failure.key) : failure.text}
        </p>
      ) : null}
      <Button type="submit" disabled={isLoading} className="cz-login-phone__submit">
        {isLoading ? t('login.phone.submitting') : t('login.phone.submit')}
      </Button>
    </form>
  );
}

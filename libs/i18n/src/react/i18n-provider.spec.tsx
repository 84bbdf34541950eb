/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { createI18n, switchLanguage } from '../lib/create-i18n';
import { I18nProvider, useT } from './i18n-provider';

function HomeLabel() {
  const { t, language } = useT();
  return (
    <p>
      {t('nav.home')} ({language})
    </p>
  );
}

describe('I18nProvider + useT', () => {
  it('renders the active language and re-renders on change', async () => {
    const i18n = await createI18n();
    render(
      <I18nProvider i18n={i18n}>
        <HomeLabel />
      </I18nProvider>,
    );
    expect(screen.getByText('首页 (zh-CN)')).toBeTruthy();
    await act(() => switchLanguage(i18n, 'en-US'));
    expect(screen.getByText('Home (en-US)')).toBeTruthy();
  });
});

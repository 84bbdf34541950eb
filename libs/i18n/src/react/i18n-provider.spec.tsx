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

  it('keeps its functions between renders, makes new ones for a new language, and needs a provider', async () => {
    const i18n = await createI18n();
    const seen: Array<ReturnType<typeof useT>> = [];
    function Probe({ tick }: { tick: number }) {
      const translator = useT();
      seen.push(translator);
      return (
        <p>{`${translator.translate('nav.home')} ${translator.translate('no such key')} ${tick}`}</p>
      );
    }
    const { rerender } = render(
      <I18nProvider i18n={i18n}>
        <Probe tick={1} />
      </I18nProvider>,
    );
    rerender(
      <I18nProvider i18n={i18n}>
        <Probe tick={2} />
      </I18nProvider>,
    );
    expect(screen.getByText('首页 no such key 2')).toBeTruthy();
    expect(seen.at(-1)?.t).toBe(seen[0]?.t);
    await act(() => switchLanguage(i18n, 'en-US'));
    expect(screen.getByText('Home no such key 2')).toBeTruthy();
    expect(seen.at(-1)?.t).not.toBe(seen[0]?.t);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Probe tick={3} />)).toThrow(/no I18nProvider/);
  });
});

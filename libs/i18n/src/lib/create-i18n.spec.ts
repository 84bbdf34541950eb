import { createI18n } from './create-i18n';

describe('createI18n', () => {
  it('defaults to Simplified Chinese', async () => {
    const i18n = await createI18n();
    expect(i18n.language).toBe('zh-CN');
    expect(i18n.t('nav.home')).toBe('首页');
  });

  it('uses a stored supported language', async () => {
    const i18n = await createI18n({ language: 'en-US' });
    expect(i18n.t('nav.home')).toBe('Home');
  });

  it('ignores an unsupported stored language instead of failing', async () => {
    const i18n = await createI18n({ language: 'fr-FR' });
    expect(i18n.language).toBe('zh-CN');
  });

  it('switches language at run time and interpolates values', async () => {
    const i18n = await createI18n();
    await i18n.changeLanguage('en-US');
    expect(i18n.t('shell.gateway.online', { version: '1.2.3' })).toBe(
      'Service online (version 1.2.3)',
    );
  });

  it('gives independent instances', async () => {
    const first = await createI18n();
    const second = await createI18n();
    await first.changeLanguage('en-US');
    expect(second.language).toBe('zh-CN');
  });
});

import { createI18n, SUPPORTED_LANGUAGES } from '@cadenza/i18n';
import { VALIDATION_MESSAGE_KEYS } from './validation-message';

// Every validation message exists in both languages. The validators return
// i18n keys; this proves each key has a real text (i18next answers the key itself when missing).
describe('validation messages in every language', () => {
  it.each(SUPPORTED_LANGUAGES)(
    '%s has a text for every key the validators return',
    async (language) => {
      const i18n = await createI18n({ language });
      const missing = VALIDATION_MESSAGE_KEYS.filter((key) => {
        const text = i18n.t(key, { min: 1, max: 65535 });
        return text === key || text.trim() === '' || /{{/.test(text);
      });
      expect(missing).toEqual([]);
    },
  );

  it('fills the number-range bounds in both languages', async () => {
    for (const language of SUPPORTED_LANGUAGES) {
      const i18n = await createI18n({ language });
      const text = i18n.t('validation.numberRange', { min: 3, max: 9 });
      expect(text).toContain('3');
      expect(text).toContain('9');
    }
  });
});

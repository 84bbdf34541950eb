import { createI18n, switchLanguage } from './create-i18n';
import { RESOURCES } from './all-resources';
import { SUPPORTED_LANGUAGES } from './locales';
import type { ValidationKey } from './translation-key';

/**
 * Every validation message of spec §5, in both languages. The English text is the spec's own
 * wording wherever the spec quotes one; `@cadenza/settings` returns these keys.
 */
const VALIDATION_MESSAGES: ReadonlyArray<[ValidationKey, { 'en-US': string; 'zh-CN': string }]> = [
  [
    'validation.port',
    {
      'en-US': 'Please enter a valid port number (1-65535)',
      'zh-CN': '请输入有效的端口号（1-65535）',
    },
  ],
  [
    'validation.proxyProtocol',
    { 'en-US': 'Please select proxy protocol', 'zh-CN': '请选择代理协议' },
  ],
  ['validation.proxyHost', { 'en-US': 'Please enter proxy host', 'zh-CN': '请输入代理地址' }],
  ['validation.generic', { 'en-US': 'Please check your input', 'zh-CN': '请检查输入内容' }],
  [
    'validation.realIp',
    { 'en-US': 'Please enter a valid IP address', 'zh-CN': '请输入有效的 IP 地址' },
  ],
  [
    'validation.numberRange',
    {
      'en-US': 'Please enter a number between {{min}} and {{max}}',
      'zh-CN': '请输入 {{min}} 到 {{max}} 之间的数字',
    },
  ],
  ['validation.required', { 'en-US': 'This field is required', 'zh-CN': '此项为必填项' }],
  [
    'validation.musicSources',
    { 'en-US': 'Please select at least one music source', 'zh-CN': '请至少选择一个音源' },
  ],
  [
    'validation.playlistName',
    { 'en-US': 'Please enter the playlist name', 'zh-CN': '请输入歌单名称' },
  ],
  [
    'validation.shortcutConflict',
    { 'en-US': 'Shortcut conflict, please reset', 'zh-CN': '快捷键冲突，请重置' },
  ],
  [
    'validation.importLinksEmpty',
    { 'en-US': 'Please enter at least one link', 'zh-CN': '请输入要导入的歌单链接' },
  ],
  [
    'validation.importTextEmpty',
    { 'en-US': 'Please enter the songs to import', 'zh-CN': '请输入要导入的歌曲文本' },
  ],
  [
    'validation.importMetadataEmpty',
    { 'en-US': 'Please enter the song metadata', 'zh-CN': '请输入要导入的歌曲元数据' },
  ],
  ['validation.invalidJson', { 'en-US': 'Invalid JSON format', 'zh-CN': 'JSON 格式无效' }],
  [
    'validation.downloadPath',
    { 'en-US': 'Please select download path first', 'zh-CN': '请先选择下载路径' },
  ],
  [
    'validation.selectSongsFirst',
    { 'en-US': 'Please select songs first', 'zh-CN': '请先选择要下载的歌曲' },
  ],
  ['validation.loginFirst', { 'en-US': 'Please login first', 'zh-CN': '请先登录' }],
  ['validation.invalidUserId', { 'en-US': 'Invalid User ID', 'zh-CN': '无效的用户 ID' }],
  [
    'validation.missingPlayParams',
    { 'en-US': 'missing required params: url and track', 'zh-CN': '缺少必要参数：url 和 track' },
  ],
  // Beyond spec §5: an allowed remote-control web origin (remote control is beyond the reference).
  [
    'validation.origin',
    {
      'en-US': 'Please enter an origin such as https://example.com',
      'zh-CN': '请输入来源，例如 https://example.com',
    },
  ],
];

describe('validation messages (spec §5)', () => {
  it.each(SUPPORTED_LANGUAGES)('%s holds exactly the validation keys of spec §5', (language) => {
    expect(Object.keys(RESOURCES[language].common.validation).sort()).toEqual(
      VALIDATION_MESSAGES.map(([key]) => key.replace(/^validation\./, '')).sort(),
    );
  });

  describe.each(SUPPORTED_LANGUAGES)('in %s', (language) => {
    it.each(VALIDATION_MESSAGES)('%s has its exact text', async (key, texts) => {
      const i18n = await createI18n({ language });
      expect(i18n.exists(key, { lng: language, fallbackLng: false })).toBe(true);
      expect(i18n.t(key)).toBe(texts[language]);
    });
  });

  it('interpolates the bounds of the number range in both languages', async () => {
    const i18n = await createI18n();
    expect(i18n.t('validation.numberRange', { min: 1, max: 65535 })).toBe(
      '请输入 1 到 65535 之间的数字',
    );
    await switchLanguage(i18n, 'en-US');
    expect(i18n.t('validation.numberRange', { min: 0.5, max: 3 })).toBe(
      'Please enter a number between 0.5 and 3',
    );
  });
});

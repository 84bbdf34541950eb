import { validateOrigin } from '../remote-control';
import { saveShortcuts, setShortcutCombination } from '../shortcuts/shortcut-editing';
import { DEFAULT_SHORTCUTS } from '../settings-defaults';
import {
  validateDownloadPath,
  validateLoggedIn,
  validateMusicSources,
  validateNumberRange,
  validatePlaylistName,
  validatePort,
  validateProxy,
  validateRealIp,
  validateRequired,
  validateSelection,
  validateUserId,
} from './validate-fields';
import { validateImportLinks, validateImportMetadata, validateImportText } from './validate-import';
import {
  VALIDATION_MESSAGE_KEYS,
  type ValidationMessage,
  type ValidationMessageKey,
} from './validation-message';

function messageOf(result: { ok: true } | { ok: false; message: ValidationMessage }) {
  return result.ok ? null : result.message;
}

/**
 * Spec §5: every validation message, the spec's English wording, and a refusal that produces
 * it. The texts themselves live in @cadenza/i18n (both languages, asserted there).
 */
const SCENARIOS: Record<ValidationMessageKey, () => ValidationMessage | null> = {
  // 'Please enter a valid port number (1-65535)'
  'validation.port': () => messageOf(validatePort(65536)),
  // 'Please select proxy protocol'
  'validation.proxyProtocol': () => {
    const result = validateProxy({ host: 'h', port: 1 });
    return result.ok ? null : (result.fields.protocol ?? null);
  },
  // 'Please enter proxy host'
  'validation.proxyHost': () => {
    const result = validateProxy({ protocol: 'http', host: ' ', port: 1 });
    return result.ok ? null : (result.fields.host ?? null);
  },
  // 'Please check your input'
  'validation.generic': () => messageOf(validateProxy({})),
  // 'Please enter a valid IP address'
  'validation.realIp': () => messageOf(validateRealIp('1.2.3')),
  // 'Please enter a number between {min} and {max}'
  'validation.numberRange': () => messageOf(validateNumberRange(9, { min: 1, max: 5 })),
  // 'This field is required'
  'validation.required': () => messageOf(validateRequired('')),
  // at least one music source must be selected
  'validation.musicSources': () => messageOf(validateMusicSources([])),
  // 'Please enter the playlist name'
  'validation.playlistName': () => messageOf(validatePlaylistName('')),
  // 'Shortcut conflict, please reset'
  'validation.shortcutConflict': () =>
    messageOf(
      saveShortcuts(
        setShortcutCombination(
          DEFAULT_SHORTCUTS,
          'nextPlay',
          DEFAULT_SHORTCUTS.prevPlay.combination,
        ),
      ),
    ),
  // a separate warning for each empty import
  'validation.importLinksEmpty': () => messageOf(validateImportLinks('')),
  'validation.importTextEmpty': () => messageOf(validateImportText('')),
  'validation.importMetadataEmpty': () => messageOf(validateImportMetadata('')),
  // 'Invalid JSON format'
  'validation.invalidJson': () => messageOf(validateImportMetadata('[{')),
  // 'Please select download path first'
  'validation.downloadPath': () => messageOf(validateDownloadPath('')),
  // select songs first
  'validation.selectSongsFirst': () => messageOf(validateSelection([])),
  // 'Please login first'
  'validation.loginFirst': () => messageOf(validateLoggedIn(null)),
  // 'Invalid User ID'
  'validation.invalidUserId': () => messageOf(validateUserId('abc')),
  // an allowed remote-control origin that is not one
  'validation.origin': () => messageOf(validateOrigin('example.com/app')),
};

describe('validation messages of spec §5', () => {
  it('has a scenario for every message key, and no other', () => {
    expect(Object.keys(SCENARIOS).sort()).toEqual([...VALIDATION_MESSAGE_KEYS].sort());
  });

  it.each(VALIDATION_MESSAGE_KEYS)('%s is what its validator returns', (key) => {
    expect(SCENARIOS[key]()?.key).toBe(key);
  });

  it('gives the number range its bounds', () => {
    expect(SCENARIOS['validation.numberRange']()).toEqual({
      key: 'validation.numberRange',
      params: { min: 1, max: 5 },
    });
  });
});

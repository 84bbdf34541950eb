import {
  downloadFileNameFormatSchema,
  formatDownloadFileName,
  sanitizeFileName,
  type DownloadFileNameFormat,
} from './download-file-name';
import { DEFAULT_DOWNLOAD_FILE_NAME_FORMAT } from './settings-defaults';

const song = { name: '晴天', artists: ['周杰伦'], album: '叶惠美' };

describe('formatDownloadFileName', () => {
  it.each<[DownloadFileNameFormat, string]>([
    [DEFAULT_DOWNLOAD_FILE_NAME_FORMAT, '晴天 - 周杰伦'],
    [{ order: ['artist', 'name'], separator: 'dash' }, '周杰伦 - 晴天'],
    [{ order: ['name', 'artist', 'album'], separator: 'underscore' }, '晴天_周杰伦_叶惠美'],
    [{ order: ['album', 'name'], separator: 'space' }, '叶惠美 晴天'],
    [{ order: ['name'], separator: 'dash' }, '晴天'],
  ])('%p gives %p', (format, fileName) => {
    expect(formatDownloadFileName(song, format)).toBe(fileName);
  });

  it('joins several artists and leaves out empty parts', () => {
    const duet = { name: 'Stay', artists: ['The Kid LAROI', ' Justin Bieber '], album: null };
    expect(
      formatDownloadFileName(duet, { order: ['name', 'album', 'artist'], separator: 'dash' }),
    ).toBe('Stay - The Kid LAROI, Justin Bieber');
  });

  it('replaces characters file systems refuse', () => {
    const unsafe = { name: 'AC/DC: Live?', artists: ['A<B>"C|D*'], album: 'x\\y' };
    expect(
      formatDownloadFileName(unsafe, { order: ['name', 'artist', 'album'], separator: 'dash' }),
    ).toBe('AC_DC_ Live_ - A_B__C_D_ - x_y');
  });

  it('falls back when nothing is left', () => {
    const empty = { name: ' ', artists: [], album: '' };
    expect(formatDownloadFileName(empty, DEFAULT_DOWNLOAD_FILE_NAME_FORMAT)).toBe('untitled');
    expect(formatDownloadFileName(empty, DEFAULT_DOWNLOAD_FILE_NAME_FORMAT, 'song')).toBe('song');
  });
});

describe('sanitizeFileName', () => {
  it.each([
    ['a\tb\n c', 'a b c'],
    ['name...', 'name'],
    ['trailing. . ', 'trailing'],
    ['CON', '_CON'],
    ['lpt1.txt', '_lpt1.txt'],
    ['console', 'console'],
    ['\u0000x\u001f', '_x_'],
    ['a'.repeat(250), 'a'.repeat(200)],
  ])('%p → %p', (text, safe) => {
    expect(sanitizeFileName(text)).toBe(safe);
  });
});

describe('download file name format schema', () => {
  it.each([
    [{ order: ['name', 'artist'], separator: 'dash' }, true],
    [{ order: ['album'], separator: 'space' }, true],
    [{ order: [], separator: 'dash' }, false],
    [{ order: ['name', 'name'], separator: 'dash' }, false],
    [{ order: ['title'], separator: 'dash' }, false],
    [{ order: ['name'], separator: 'slash' }, false],
  ])('%p is valid: %p', (format, ok) => {
    expect(downloadFileNameFormatSchema.safeParse(format).success).toBe(ok);
  });
});

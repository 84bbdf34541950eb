import { validateImportLinks, validateImportMetadata, validateImportText } from './validate-import';

describe('import validation', () => {
  it('splits links on lines, blanks and commas', () => {
    expect(validateImportLinks('https://a/1\n https://a/2, https://a/3 ')).toEqual({
      ok: true,
      value: ['https://a/1', 'https://a/2', 'https://a/3'],
    });
  });

  it.each([[''], [' \n, '], [null]])('refuses empty links %p', (text) => {
    expect(validateImportLinks(text)).toEqual({
      ok: false,
      message: { key: 'validation.importLinksEmpty' },
    });
  });

  it('keeps one song per non-blank line', () => {
    expect(validateImportText('晴天 周杰伦\r\n\n  Yellow Coldplay  ')).toEqual({
      ok: true,
      value: ['晴天 周杰伦', 'Yellow Coldplay'],
    });
  });

  it.each([[''], ['\n \n'], [3]])('refuses empty text %p', (text) => {
    expect(validateImportText(text)).toEqual({
      ok: false,
      message: { key: 'validation.importTextEmpty' },
    });
  });

  it('reads metadata entries, with artist and album optional', () => {
    const text = JSON.stringify([
      { name: ' 晴天 ', artist: '周杰伦', album: '叶惠美' },
      { name: 'Yellow' },
    ]);
    expect(validateImportMetadata(text)).toEqual({
      ok: true,
      value: [
        { name: '晴天', artist: '周杰伦', album: '叶惠美' },
        { name: 'Yellow', artist: '', album: '' },
      ],
    });
  });

  it.each([[''], ['   '], ['[]'], [undefined]])('refuses empty metadata %p', (text) => {
    expect(validateImportMetadata(text)).toEqual({
      ok: false,
      message: { key: 'validation.importMetadataEmpty' },
    });
  });

  it.each([
    ['[{"name": "a"'],
    ['{"name": "a"}'],
    ['[{"artist": "b"}]'],
    ['[{"name": ""}]'],
    ['[{"name": "a", "artist": 1}]'],
    ['["a"]'],
    ['[null]'],
  ])('refuses %p as invalid JSON', (text) => {
    expect(validateImportMetadata(text)).toEqual({
      ok: false,
      message: { key: 'validation.invalidJson' },
    });
  });
});

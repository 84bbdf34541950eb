import { parseImportInput } from './import-input';

describe('parseImportInput', () => {
  it('gives each mode its own message for an empty or blank input', () => {
    expect(parseImportInput('link', '  \n ')).toEqual({
      ok: false,
      errorKey: 'validation.importLinksEmpty',
    });
    expect(parseImportInput('text', '')).toEqual({
      ok: false,
      errorKey: 'validation.importTextEmpty',
    });
    expect(parseImportInput('metadata', '\n')).toEqual({
      ok: false,
      errorKey: 'validation.importMetadataEmpty',
    });
  });

  it('takes links one per line, trimmed, blank lines dropped', () => {
    expect(parseImportInput('link', ' https://a/1 \n\nhttps://b/2\r\n')).toEqual({
      ok: true,
      source: { link: ['https://a/1', 'https://b/2'] },
      count: 2,
    });
  });

  it('sends text one song per line and counts the songs', () => {
    expect(parseImportInput('text', 'Sunny Day Jay Chou\n\n  Rice Field Jay Chou ')).toEqual({
      ok: true,
      source: { text: 'Sunny Day Jay Chou\nRice Field Jay Chou' },
      count: 2,
    });
  });

  it('refuses metadata that is not JSON', () => {
    expect(parseImportInput('metadata', '[{"name": "a",]')).toEqual({
      ok: false,
      errorKey: 'validation.invalidJson',
    });
  });

  it('takes metadata entries, a single object too, with artist and album optional', () => {
    expect(
      parseImportInput('metadata', '[{"name":" A ","artist":"B","album":"C"},{"name":"D"}]'),
    ).toEqual({
      ok: true,
      source: {
        local: [
          { name: 'A', artist: 'B', album: 'C' },
          { name: 'D', artist: '', album: '' },
        ],
      },
      count: 2,
    });
    expect(parseImportInput('metadata', '{"name":"E","artist":"F"}')).toMatchObject({
      ok: true,
      count: 1,
    });
  });

  it('refuses entries without a song name or with non-text fields, and an empty array', () => {
    for (const raw of ['[{"artist":"B"}]', '[{"name":"A","album":3}]', '[1]', '"x"']) {
      expect(parseImportInput('metadata', raw)).toEqual({
        ok: false,
        errorKey: 'import.metadata.invalidEntries',
      });
    }
    expect(parseImportInput('metadata', '[]')).toEqual({
      ok: false,
      errorKey: 'validation.importMetadataEmpty',
    });
  });
});

import { phpJsonEncode } from './php-json';

describe('phpJsonEncode', () => {
  it('escapes slashes and non-ASCII as PHP json_encode does', () => {
    expect(phpJsonEncode({ url: 'https://example.cdn/x.mp3', br: 320 })).toBe(
      '{"url":"https:\\/\\/example.cdn\\/x.mp3","br":320}',
    );
    expect(phpJsonEncode(['晴天', 'é'])).toBe('["\\u6674\\u5929","\\u00e9"]');
  });

  it('escapes astral characters as surrogate pairs and stays valid JSON', () => {
    const text = phpJsonEncode({ name: 'a/🎵"b' });
    expect(text).toBe('{"name":"a\\/\\ud83c\\udfb5\\"b"}');
    expect(JSON.parse(text)).toEqual({ name: 'a/🎵"b' });
  });
});

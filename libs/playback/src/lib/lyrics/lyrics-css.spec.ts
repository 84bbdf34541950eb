import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// jsdom applies no browser stylesheet, where a button's `letter-spacing: normal` hid the lyric
// setting from the lines (caught by the lyric-settings journey): this checks the rule that
// undoes it, as written; the journey checks the computed result in Chromium.
describe('lyrics.css', () => {
  const css = readFileSync(join(__dirname, 'lyrics.css'), 'utf8');

  it("lets a line's button take the letter spacing of the lines", () => {
    const rule = /\.cz-lyrics__line-button\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
    expect(rule).toMatch(/(^|;|\s)letter-spacing:\s*inherit\s*;/);
  });
});

import { applyFonts, type AppearanceRoot } from './appearance-effects';

/** A root element that records what is applied to it. */
function fakeRoot() {
  const properties = new Map<string, string>();
  const classes = new Set<string>();
  const root: AppearanceRoot = {
    classList: {
      toggle: (name, force) => void (force ? classes.add(name) : classes.delete(name)),
    },
    style: { setProperty: (name, value) => void properties.set(name, value) },
  };
  return { root, properties, classes };
}

describe('applyFonts', () => {
  it('puts the chosen fonts before the system stack for the whole window', () => {
    const { root, properties } = fakeRoot();
    applyFonts(root, '"LXGW WenKai", serif', 'global');
    expect(properties.get('--cz-font-chosen')).toBe('"LXGW WenKai", serif, var(--cz-font-system)');
    expect(properties.get('--cz-lyrics-font')).toBe('');
  });

  it('gives them to the lyrics only with the lyric scope', () => {
    const { root, properties } = fakeRoot();
    applyFonts(root, '"LXGW WenKai"', 'lyric');
    expect(properties.get('--cz-font-chosen')).toBe('');
    expect(properties.get('--cz-lyrics-font')).toBe('"LXGW WenKai", var(--cz-font-system)');
  });

  it('sets nothing for the system default', () => {
    const { root, properties } = fakeRoot();
    applyFonts(root, 'system-ui', 'global');
    expect(properties.get('--cz-font-chosen')).toBe('');
    expect(properties.get('--cz-lyrics-font')).toBe('');
  });
});

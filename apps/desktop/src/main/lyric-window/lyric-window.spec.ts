import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LYRIC_WINDOW_SAVE_DELAY_MS } from './lyric-window';
import { FakeWindow, setupLyricWindow as setup } from './lyric-window.spec-harness';

const storedPlacement = (dataDir: string) =>
  JSON.parse(readFileSync(join(dataDir, 'lyric-window.json'), 'utf8'));

describe('createLyricWindow', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'cadenza-lyric-window-'));
  });
  afterEach(() => {
    jest.useRealTimers();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('opens a transparent, frameless, on-top window on /lyric, as secure as the main one', async () => {
    const { lyricWindow, toMain, window } = setup(dataDir);
    await lyricWindow.open();
    const created = window();
    expect(created.url).toBe('http://127.0.0.1:30488/lyric');
    expect(created.options).toMatchObject({
      transparent: true,
      frame: false,
      alwaysOnTop: true,
      skipTaskbar: true,
      show: false,
      webPreferences: {
        preload: '/app/preload.js',
        contextIsolation: true,
        sandbox: true,
        webSecurity: true,
        nodeIntegration: false,
      },
    });
    // Centred near the bottom of the screen the first time.
    expect(created.bounds).toEqual({ x: 560, y: 800, width: 800, height: 160 });
    created.emit('ready-to-show');
    expect(created.shownInactive).toBe(1);
    expect(toMain).toEqual([{ channel: 'lyric-window-open', payload: true }]);
    expect(lyricWindow.isOpen).toBe(true);
  });

  it('keeps its page on the app: other origins are refused, https links go to the browser', async () => {
    const { lyricWindow, window } = setup(dataDir);
    await lyricWindow.open();
    const created = window();
    for (const event of ['will-navigate', 'will-redirect']) {
      const away = { preventDefault: jest.fn() };
      created.contentsListeners.get(event)?.(away, 'https://evil.example/');
      expect(away.preventDefault).toHaveBeenCalledTimes(1);
      const home = { preventDefault: jest.fn() };
      created.contentsListeners.get(event)?.(home, 'http://127.0.0.1:30488/lyric');
      expect(home.preventDefault).not.toHaveBeenCalled();
    }
    expect(created.openHandler?.({ url: 'https://example.com/' })).toEqual({ action: 'deny' });
  });

  it('opens once: a second open shows the same window, a toggle closes it', async () => {
    const { lyricWindow, toMain } = setup(dataDir);
    await Promise.all([lyricWindow.open(), lyricWindow.open()]);
    await lyricWindow.open();
    expect(FakeWindow.created).toHaveLength(1);
    expect(await lyricWindow.toggle()).toBe(false);
    expect(toMain.map(({ payload }) => payload)).toEqual([true, false]);
    expect(await lyricWindow.toggle()).toBe(true);
    expect(FakeWindow.created).toHaveLength(2);
  });

  it('tells the main window when the listener closes it', async () => {
    const { lyricWindow, toMain, window } = setup(dataDir);
    await lyricWindow.open();
    window().close();
    expect(toMain.at(-1)).toEqual({ channel: 'lyric-window-open', payload: false });
    expect(lyricWindow.isOpen).toBe(false);
    expect(lyricWindow.state().open).toBe(false);
  });

  it('remembers where it was moved, half a second after the last move, and opens there', async () => {
    const { lyricWindow, window } = setup(dataDir);
    await lyricWindow.open();
    jest.useFakeTimers();
    window().move({ x: 100, y: 200 });
    jest.advanceTimersByTime(LYRIC_WINDOW_SAVE_DELAY_MS - 1);
    window().move({ x: 120, y: 220, width: 900 });
    jest.advanceTimersByTime(LYRIC_WINDOW_SAVE_DELAY_MS - 1);
    jest.useRealTimers();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(() => storedPlacement(dataDir)).toThrow();
    window().close();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(storedPlacement(dataDir)).toEqual({
      bounds: { x: 120, y: 220, width: 900, height: 160 },
      locked: false,
    });

    const again = setup(dataDir);
    await again.lyricWindow.open();
    expect(again.window().bounds).toEqual({ x: 120, y: 220, width: 900, height: 160 });
  });

  it('saves a move after the drag settles', async () => {
    const { lyricWindow, window } = setup(dataDir);
    await lyricWindow.open();
    jest.useFakeTimers();
    window().move({ x: 300, y: 40 });
    jest.advanceTimersByTime(LYRIC_WINDOW_SAVE_DELAY_MS);
    jest.useRealTimers();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(storedPlacement(dataDir).bounds).toMatchObject({ x: 300, y: 40 });
  });

  it('puts a window left on a screen that is gone back where it can be seen', async () => {
    writeFileSync(
      join(dataDir, 'lyric-window.json'),
      JSON.stringify({ bounds: { x: 4000, y: 100, width: 800, height: 160 }, locked: false }),
    );
    const { lyricWindow, window } = setup(dataDir);
    await lyricWindow.open();
    expect(window().bounds).toEqual({ x: 560, y: 800, width: 800, height: 160 });
  });

  it('opens where it opens by default when the stored placement is corrupt, and says so', async () => {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(join(dataDir, 'lyric-window.json'), '{"bounds": ');
    const { lyricWindow, window, log } = setup(dataDir);
    await lyricWindow.open();
    expect(window().bounds).toEqual({ x: 560, y: 800, width: 800, height: 160 });
    expect(log).toHaveBeenCalledWith(
      'the lyric window placement could not be read',
      expect.objectContaining({ name: 'CorruptStoreError' }),
    );
  });

  it('locks to click-through with the mouse still forwarded, lets it in over the unlock button, remembers it', async () => {
    const { lyricWindow, window } = setup(dataDir);
    await lyricWindow.open();
    const created = window();
    await lyricWindow.setLocked(true);
    expect(created.ignoreMouse.at(-1)).toEqual([true, { forward: true }]);
    expect(created.sent.at(-1)).toEqual(['lyric-window-locked', true]);
    lyricWindow.setInteractive(true);
    expect(created.ignoreMouse.at(-1)).toEqual([false, undefined]);
    lyricWindow.setInteractive(false);
    expect(created.ignoreMouse.at(-1)).toEqual([true, { forward: true }]);
    expect(lyricWindow.state().locked).toBe(true);
    created.close();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(storedPlacement(dataDir).locked).toBe(true);

    const again = setup(dataDir);
    await again.lyricWindow.open();
    expect(again.window().ignoreMouse).toEqual([[true, { forward: true }]]);
    await again.lyricWindow.setLocked(false);
    expect(again.window().ignoreMouse.at(-1)).toEqual([false, undefined]);
    // Unlocked, hovering the button changes nothing.
    again.lyricWindow.setInteractive(false);
    expect(again.window().ignoreMouse.at(-1)).toEqual([false, undefined]);
  });

  it('forwards the song and lyrics to its page and keeps the last of each for a page that loads late', async () => {
    const { lyricWindow, window } = setup(dataDir);
    const song = { id: '5', name: 'Aurora', artists: ['Lumen'] };
    // Before the window exists: kept, sent nowhere.
    lyricWindow.sendSong(song);
    lyricWindow.sendLyric({
      type: 'full',
      songId: '5',
      lines: [{ timeMs: 0, text: 'la' }],
      timeMs: 100,
      playing: true,
    });
    await lyricWindow.open();
    lyricWindow.sendLyric({ type: 'update', songId: '5', timeMs: 1_100, playing: false });
    expect(window().sent).toEqual([
      ['lyric-data', { type: 'update', songId: '5', timeMs: 1_100, playing: false }],
    ]);
    expect(lyricWindow.state()).toEqual({
      open: true,
      locked: false,
      song,
      lyric: {
        type: 'full',
        songId: '5',
        lines: [{ timeMs: 0, text: 'la' }],
        timeMs: 1_100,
        playing: false,
      },
    });
    // A new song drops the old song's lines.
    lyricWindow.sendSong({ id: '6', name: 'Borealis', artists: [] });
    expect(lyricWindow.state().lyric).toBeNull();
    expect(window().sent.at(-1)).toEqual([
      'lyric-song',
      { id: '6', name: 'Borealis', artists: [] },
    ]);
  });

  it('passes its controls to the main window, and the saved settings to its page', async () => {
    const { lyricWindow, toMain, window } = setup(dataDir);
    await lyricWindow.open();
    lyricWindow.control('next');
    expect(toMain.at(-1)).toEqual({ channel: 'lyric-control', payload: 'next' });
    lyricWindow.settingsSaved({ language: 'en-US' });
    expect(window().sent.at(-1)).toEqual(['lyric-window-settings', { language: 'en-US' }]);
  });
});

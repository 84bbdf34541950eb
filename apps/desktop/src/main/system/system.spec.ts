import { createSystemFonts } from './system-fonts';
import { createSystemHandlers } from './system.handlers';

describe('createSystemFonts', () => {
  it('lists the system default first, then each family once, sorted, and asks only once', async () => {
    const getFonts = jest.fn(async () => ['"Noto Sans CJK SC"', 'Arial', 'system-ui', 'Arial', '']);
    const fonts = createSystemFonts(getFonts, jest.fn());
    expect(await fonts()).toEqual(['system-ui', 'Arial', 'Noto Sans CJK SC']);
    await fonts();
    expect(getFonts).toHaveBeenCalledTimes(1);
    expect(getFonts).toHaveBeenCalledWith({ disableQuoting: true });
  });

  it('lists the default alone, and logs, when the system cannot be asked', async () => {
    const log = jest.fn();
    const fonts = createSystemFonts(async () => Promise.reject(new Error('fc-list missing')), log);
    expect(await fonts()).toEqual(['system-ui']);
    expect(log).toHaveBeenCalledWith(new Error('fc-list missing'));
  });
});

describe('createSystemHandlers', () => {
  function fakeNotification(supported: boolean) {
    const shown: unknown[] = [];
    class FakeNotification {
      static isSupported = () => supported;
      constructor(readonly options: unknown) {}
      show() {
        shown.push(this.options);
      }
    }
    return { FakeNotification, shown };
  }

  it("shows a silent notification with the page's text, cut to a sane length", async () => {
    const { FakeNotification, shown } = fakeNotification(true);
    const handlers = createSystemHandlers({
      systemFonts: async () => [],
      Notification: FakeNotification,
    });
    await handlers['show-notification']({ title: '定时关闭', body: 'x'.repeat(600) });
    expect(shown).toEqual([{ title: '定时关闭', body: 'x'.repeat(500), silent: true }]);
  });

  it('shows nothing where notifications are unsupported, and refuses what is not text', async () => {
    const { FakeNotification, shown } = fakeNotification(false);
    const handlers = createSystemHandlers({
      systemFonts: async () => [],
      Notification: FakeNotification,
    });
    await handlers['show-notification']({ title: 'a', body: 'b' });
    expect(shown).toEqual([]);
    await expect(handlers['show-notification']({ title: 1, body: 'b' } as never)).rejects.toThrow(
      "a notification's title is text",
    );
  });

  it('answers the font list', async () => {
    const handlers = createSystemHandlers({
      systemFonts: async () => ['system-ui', 'Arial'],
      Notification: fakeNotification(true).FakeNotification,
    });
    expect(await handlers['get-system-fonts']()).toEqual(['system-ui', 'Arial']);
  });
});

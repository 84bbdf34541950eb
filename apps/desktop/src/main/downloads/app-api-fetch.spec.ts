import type { BrowserWindow } from 'electron';
import { appApiFetch } from './app-api-fetch';

/** A window whose session's fetch records what it was asked. */
function windowRecording() {
  const asked: Array<{ url: string; signal: AbortSignal | undefined }> = [];
  const session = {
    fetch: jest.fn(async (url: string, init: RequestInit = {}) => {
      asked.push({ url, signal: init.signal ?? undefined });
      return new Response('{}');
    }),
  };
  const window = { webContents: { session } } as unknown as BrowserWindow;
  return { window, asked };
}

describe("main's way to the app's API", () => {
  it("asks app://cadenza/api on the window's session, where the page's own calls go", async () => {
    const { window, asked } = windowRecording();
    const controller = new AbortController();
    const api = appApiFetch(() => window);
    await api('/song/url/v1?id=7&level=exhigh', controller.signal);
    expect(asked).toEqual([
      { url: 'app://cadenza/api/song/url/v1?id=7&level=exhigh', signal: controller.signal },
    ]);
  });

  it('has no answer without a window', async () => {
    await expect(appApiFetch(() => null)('/user/account')).rejects.toThrow(/no window/);
  });
});

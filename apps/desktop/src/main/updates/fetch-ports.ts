import type { GetJson, GetText } from '@cadenza/updater';

/** The `fetch` main uses (Node's; injected so a test can count or break requests). */
export type Fetch = typeof fetch;

/** The update check's HTTP ports on `fetch`, each aborted after its `timeoutMs`. */
export function createFetchPorts(fetchImpl: Fetch): { getJson: GetJson; getText: GetText } {
  const get = (url: string, timeoutMs: number, accept: string) =>
    fetchImpl(url, {
      headers: { accept, 'user-agent': 'Cadenza-desktop' },
      signal: AbortSignal.timeout(timeoutMs),
    });
  return {
    getJson: async (url, { timeoutMs }) => {
      const response = await get(url, timeoutMs, 'application/vnd.github+json, application/json');
      const text = await response.text();
      let body: unknown = null;
      try {
        body = JSON.parse(text);
      } catch {
        // not JSON: the check sees null and says so
      }
      return { status: response.status, body };
    },
    getText: async (url, { timeoutMs }) => {
      const response = await get(url, timeoutMs, 'text/plain, text/markdown, */*');
      return { status: response.status, body: await response.text() };
    },
  };
}

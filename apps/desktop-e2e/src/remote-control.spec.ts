import { writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { playableSongs } from '@cadenza/ncm-sim/client';
import type { Page } from '@playwright/test';
import { expectPlaying, nowPlaying, playSong } from '@cadenza/e2e-support';
import { expect, test } from './support/test';

// Remote control end to end: the listener turns it on and pairs devices in the settings screen;
// a client in this test process (as a phone would) then drives the page's player over HTTP with
// its token, and reads now-playing, as JSON and as server-sent events.

/** A loopback port free right now (other engineers' runs share this machine). */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Makes a one-time code of `scope` in settings and trades it for a token, as a device would. */
async function pairDevice(page: Page, base: string, scope: 'Read only' | 'Control', name: string) {
  await page.getByRole('radio', { name: scope }).click();
  await page.getByRole('button', { name: /^(Generate pairing code|New code)$/ }).click();
  const output = page.getByTestId('remote-pairing-code').locator('output');
  await expect(page.getByTestId('remote-pairing-code')).toContainText(scope);
  const code = await output.textContent();
  expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  const answer = await fetch(`${base}/pair`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code, name }),
  });
  expect(answer.status).toBe(201);
  await expect(page.getByRole('group', { name: 'Paired devices' })).toContainText(name);
  return ((await answer.json()) as { token: string }).token;
}

// Not `playingSong`: the song plays once the devices are paired, from the settings screen.
test('remote control: on in settings, paired, and driving the player from an HTTP client', async ({
  page,
  dataDir,
  mainProcess,
  simInfo,
}) => {
  test.setTimeout(120_000);
  writeFileSync(join(dataDir, 'settings.json'), JSON.stringify({ language: 'en-US' }));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const [playable] = playableSongs(simInfo, { minDurationMs: 40_000, count: 1 });
  if (!playable) throw new Error('no song');
  const song = playable.name;

  // Off by default: nothing listens.
  await page.goto('/set');
  await page.getByRole('tab', { name: 'Application' }).click();
  await expect(page.getByTestId('remote-control-status')).toHaveAttribute('data-state', 'off');
  const portField = page.getByRole('textbox', { name: 'Port', exact: true });
  await portField.fill(String(port));
  await portField.press('Enter');
  await page.getByRole('switch', { name: 'Enable remote control' }).click();
  await expect(page.getByTestId('remote-control-status')).toHaveText(
    `Listening on http://127.0.0.1:${port}/`,
  );
  expect(mainProcess.remoteControlState().server).toMatchObject({ state: 'listening', port });

  const controller = await pairDevice(page, base, 'Control', 'Test phone');
  const reader = await pairDevice(page, base, 'Read only', 'Test watch');
  const call = (path: string, token?: string, body?: unknown) =>
    fetch(`${base}${path}`, {
      method: body === undefined && !path.startsWith('/player/') ? 'GET' : 'POST',
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  // Play a song through the UI (the queue is the result list); the remote sees it.
  await playSong(page, song);
  expect((await call('/now-playing')).status).toBe(401);
  await expect
    .poll(
      async () =>
        ((await (await call('/now-playing', reader)).json()) as { track?: { name: string } }).track
          ?.name,
    )
    .toBe(song);

  // A read token cannot control; a control token can, and the page's player reacts.
  expect((await call('/player/pause', reader, {})).status).toBe(403);
  await expectPlaying(page);
  expect((await call('/player/pause', controller, {})).status).toBe(200);
  await expectPlaying(page, false);
  expect((await call('/player/play-pause', controller, {})).status).toBe(200);
  await expectPlaying(page);

  expect((await call('/player/volume', controller, { volume: 0.3 })).status).toBe(200);
  const player = page.getByRole('region', { name: 'Player' });
  await expect(player.getByRole('slider', { name: 'Volume' })).toHaveAttribute(
    'aria-valuenow',
    '30',
  );
  expect((await call('/player/seek', controller, { positionSec: 25 })).status).toBe(200);
  await expect
    .poll(async () =>
      Number(
        await page.getByRole('slider', { name: 'Playback position' }).getAttribute('aria-valuenow'),
      ),
    )
    .toBeGreaterThanOrEqual(25);
  expect((await call('/player/like', controller, { liked: true })).status).toBe(200);
  await expect(player.getByRole('button', { name: 'Unfavourite' })).toBeVisible();

  // Now-playing as server-sent events: the current song at once, then the change.
  const events = await fetch(`${base}/now-playing/events`, {
    headers: { authorization: `Bearer ${reader}` },
  });
  const stream = events.body?.getReader();
  let received = '';
  const readUntil = async (text: string) => {
    while (!received.includes(text)) {
      const chunk = await stream?.read();
      if (!chunk || chunk.done) throw new Error('the event stream ended');
      received += new TextDecoder().decode(chunk.value);
    }
  };
  await readUntil(`"name":"${song}"`);
  const queue = (await (await call('/queue', reader)).json()) as {
    index: number;
    tracks: Array<{ name: string }>;
  };
  expect(queue.tracks[queue.index]?.name).toBe(song);
  received = '';
  expect((await call('/player/next', controller, {})).status).toBe(200);
  const next = queue.tracks[queue.index + 1]?.name;
  if (next) {
    await expect(nowPlaying(page)).toHaveText(next);
    await readUntil(`"name":"${next}"`);
  }
  await stream?.cancel();

  // Revoked in settings: the token stops working at once.
  await page.getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('tab', { name: 'Application' }).click();
  await page.getByRole('button', { name: 'Revoke Test watch' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByRole('group', { name: 'Paired devices' })).not.toContainText('Test watch');
  expect((await call('/now-playing', reader)).status).toBe(401);
  expect((await call('/now-playing', controller)).status).toBe(200);

  // Off again: nothing listens.
  await page.getByRole('switch', { name: 'Enable remote control' }).click();
  await expect(page.getByTestId('remote-control-status')).toHaveAttribute('data-state', 'off');
  await expect(fetch(`${base}/now-playing`)).rejects.toThrow();
});

import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PAIRING_CODE_TTL_MS, PAIRING_MAX_FAILED_ATTEMPTS } from './pairing-codes';
import { startRemote, type RemoteHarness } from './remote-control.spec-harness';

describe('remote control: pairing, tokens and scopes', () => {
  let harness: RemoteHarness;
  afterEach(() => harness.stop());

  const pairWith = (code: unknown, name?: unknown) =>
    harness.request('/pair', { method: 'POST', body: JSON.stringify({ code, name }) });

  it('pairs with the one-time code once; the device gets a token and shows in settings', async () => {
    harness = await startRemote();
    const { code, scope, expiresAt } = harness.remote.pairing.create('control');
    expect(code).toMatch(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
    expect(expiresAt).toBe(harness.clock.now + PAIRING_CODE_TTL_MS);
    expect(harness.remote.state().pairing).toEqual({ code, scope, expiresAt });

    // Typed on a phone: lower case, no dash.
    const first = await pairWith(code.toLowerCase().replace('-', ''), 'Kitchen\ntablet');
    expect(first.status).toBe(201);
    const body = (await first.json()) as { token: string; scope: string; deviceId: string };
    expect(body).toMatchObject({ scope: 'control' });
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(harness.remote.state()).toMatchObject({
      pairing: null,
      devices: [{ id: body.deviceId, name: 'Kitchen tablet', scope: 'control' }],
    });
    // Settings heard about it (the code is gone, the device is listed).
    expect(harness.states.at(-1)?.devices).toHaveLength(1);

    const again = await pairWith(code);
    expect(again.status).toBe(401);
    expect(await again.json()).toMatchObject({ error: 'invalid-pairing-code' });
  });

  it('keeps only a hash of each token in the store', async () => {
    harness = await startRemote();
    const { token } = await harness.pair('read');
    const file = readFileSync(join(harness.dataDir, 'remote-devices.json'), 'utf8');
    expect(file).not.toContain(token);
    expect(file).toContain(createHash('sha256').update(token).digest('hex'));
  });

  it('refuses an expired code', async () => {
    harness = await startRemote();
    const { code } = harness.remote.pairing.create('read');
    harness.clock.now += PAIRING_CODE_TTL_MS;
    expect((await pairWith(code)).status).toBe(401);
    expect(harness.remote.state().pairing).toBeNull();
  });

  it('throws a code away after too many wrong guesses', async () => {
    harness = await startRemote();
    const { code } = harness.remote.pairing.create('control');
    for (let attempt = 0; attempt < PAIRING_MAX_FAILED_ATTEMPTS; attempt += 1) {
      expect((await pairWith('WRONG-CODE')).status).toBe(401);
    }
    expect((await pairWith(code)).status).toBe(401);
    expect(harness.remote.state().devices).toEqual([]);
  });

  it('refuses a pairing request that is not JSON with a code', async () => {
    harness = await startRemote();
    harness.remote.pairing.create('read');
    const text = await fetch(`${harness.base()}/pair`, { method: 'POST', body: 'code=AAAA' });
    expect(text.status).toBe(415);
    expect((await pairWith(42)).status).toBe(400);
    const broken = await harness.request('/pair', { method: 'POST', body: '{"code": ' });
    expect(broken.status).toBe(400);
    const answer = await broken.text();
    expect(JSON.parse(answer)).toEqual({
      error: 'bad-request',
      message: 'The body is not valid JSON',
    });
    expect(answer).not.toMatch(/at .*\.(js|ts)/);
  });

  it('asks for a token everywhere but pairing: 401 without, 401 with a wrong one', async () => {
    harness = await startRemote();
    const none = await harness.request('/now-playing');
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect(await none.json()).toMatchObject({ error: 'unauthorized' });
    const wrong = await harness.request('/now-playing', { token: 'A'.repeat(43) });
    expect(wrong.status).toBe(401);
  });

  it('lets a read token see but not control; a control token does both', async () => {
    harness = await startRemote();
    const reader = await harness.pair('read');
    const controller = await harness.pair('control');

    expect((await harness.request('/now-playing', { token: reader.token })).status).toBe(200);
    const refused = await harness.request('/player/next', { method: 'POST', token: reader.token });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: 'insufficient-scope' });
    expect(harness.commands).toEqual([]);

    const done = await harness.request('/player/next', { method: 'POST', token: controller.token });
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ ok: true });
    expect(harness.commands).toEqual([{ type: 'next' }]);
  });

  it('stops a revoked token at once, its event streams included', async () => {
    harness = await startRemote();
    const { token, deviceId } = await harness.pair('control');
    const stream = await harness.request('/now-playing/events', { token });
    expect(stream.status).toBe(200);
    const reader = stream.body?.getReader();
    await reader?.read();

    await harness.remote.devices.revoke(deviceId);
    expect((await harness.request('/now-playing', { token })).status).toBe(401);
    expect((await harness.request('/player/play', { method: 'POST', token })).status).toBe(401);
    // The open stream ends rather than going on telling a revoked device what plays.
    let ended = false;
    while (!ended) ended = (await reader?.read())?.done ?? true;
    expect(harness.remote.state().devices).toEqual([]);
  });

  it('keeps paired devices across a restart of the app', async () => {
    harness = await startRemote();
    const { token } = await harness.pair('read');
    const { createRemoteControl } = await import('./remote-control');
    const { createJsonFileStore } = await import('../store/json-file-store');
    const again = createRemoteControl({
      store: createJsonFileStore(harness.dataDir),
      sendCommand: () => undefined,
      sendState: () => undefined,
      now: Date.now,
      version: '1',
      networkInterfaces: () => ({}),
    });
    await again.load();
    expect(again.devices.authenticate(token)).toMatchObject({ scope: 'read' });
  });
});

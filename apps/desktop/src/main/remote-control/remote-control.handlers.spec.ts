import { InvalidIpcArgumentError } from '../ipc/invalid-argument';
import { createRemoteControlHandlers } from './remote-control.handlers';
import { SONG, startRemote, type RemoteHarness } from './remote-control.spec-harness';

describe('remote-control IPC handlers', () => {
  let harness: RemoteHarness;
  afterEach(() => harness.stop());

  it('take the page reports and replies, and pair and revoke for settings', async () => {
    harness = await startRemote();
    const handlers = createRemoteControlHandlers(harness.remote);
    await handlers['remote-control-report'](SONG);
    expect(harness.remote.player.nowPlaying()).toMatchObject({ track: { id: 1001 } });

    const pairing = await handlers['remote-control-create-pairing']('read');
    expect((await handlers['remote-control-state']()).pairing).toEqual(pairing);
    await handlers['remote-control-cancel-pairing']();
    expect((await handlers['remote-control-state']()).pairing).toBeNull();

    const { deviceId } = await harness.pair('control');
    await handlers['remote-control-revoke'](deviceId);
    expect((await handlers['remote-control-state']()).devices).toEqual([]);
  });

  it('refuse what the contract does not allow', async () => {
    harness = await startRemote();
    const handlers = createRemoteControlHandlers(harness.remote);
    const bad: Array<() => Promise<unknown>> = [
      () => handlers['remote-control-report']({ ...SONG, volume: 2 }),
      () => handlers['remote-control-report']({ ...SONG, status: 'dancing' } as never),
      () => handlers['remote-control-report'](null as never),
      () => handlers['remote-control-reply']('id', { ok: 'yes' } as never),
      () => handlers['remote-control-reply'](7 as never, { ok: true }),
      () => handlers['remote-control-create-pairing']('admin' as never),
      () => handlers['remote-control-revoke']({} as never),
    ];
    for (const call of bad) await expect(call()).rejects.toBeInstanceOf(InvalidIpcArgumentError);
    expect(harness.remote.player.nowPlaying().track).toBeNull();
  });
});

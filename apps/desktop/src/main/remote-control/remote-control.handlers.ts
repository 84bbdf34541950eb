import type { IpcHandlersOf } from '../../ipc/contract';
import type { RemoteControlInvokeContract } from '../../ipc/remote-control.contract';
import { InvalidIpcArgumentError } from '../ipc/invalid-argument';
import type { RemoteControl } from './remote-control';
import { commandResultSchema, nowPlayingSchema } from './remote-messages';

/** The main-process side of the remote-control channels; every argument from the page is checked. */
export function createRemoteControlHandlers(
  remote: RemoteControl,
): IpcHandlersOf<RemoteControlInvokeContract> {
  return {
    'remote-control-report': async (nowPlaying) => {
      const parsed = nowPlayingSchema.safeParse(nowPlaying);
      if (!parsed.success)
        throw new InvalidIpcArgumentError('refused an invalid now-playing report');
      remote.player.report(parsed.data);
    },
    'remote-control-reply': async (id, result) => {
      const parsed = commandResultSchema.safeParse(result);
      if (typeof id !== 'string' || !parsed.success)
        throw new InvalidIpcArgumentError('refused an invalid remote-command reply');
      remote.player.reply(id, parsed.data);
    },
    'remote-control-state': async () => remote.state(),
    'remote-control-create-pairing': async (scope) => {
      if (scope !== 'read' && scope !== 'control')
        throw new InvalidIpcArgumentError(`unknown remote-control scope "${String(scope)}"`);
      return remote.pairing.create(scope);
    },
    'remote-control-cancel-pairing': async () => {
      remote.pairing.cancel();
    },
    'remote-control-revoke': async (deviceId) => {
      if (typeof deviceId !== 'string')
        throw new InvalidIpcArgumentError('a device is named by its id');
      await remote.devices.revoke(deviceId);
    },
  };
}

import type { RemoteControlBridge } from '../ipc/remote-control.contract';
import { invoke, subscribe } from './ipc-renderer';

/** Remote control: the player's side (commands, replies, now-playing) and the settings' side. */
export const remoteControlBridge: RemoteControlBridge = {
  remoteControl: {
    report: (nowPlaying) => invoke('remote-control-report', nowPlaying),
    reply: (id, result) => invoke('remote-control-reply', id, result),
    onCommand: (listener) => subscribe('remote-command', listener),
    state: () => invoke('remote-control-state'),
    onChanged: (listener) => subscribe('remote-control-changed', listener),
    createPairing: (scope) => invoke('remote-control-create-pairing', scope),
    cancelPairing: () => invoke('remote-control-cancel-pairing'),
    revoke: (deviceId) => invoke('remote-control-revoke', deviceId),
  },
};

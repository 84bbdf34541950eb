// The messages of remote control are the renderer port's (`RemoteControlPort` in libs/platform):
// imported as types only, so no UI code reaches main or the preload.
import type {
  RemoteScope,
  RemoteTrack,
  RemotePlaybackStatus,
  RemoteNowPlaying,
  RemoteQueuePage,
  RemoteCommand,
  RemoteCommandRequest,
  RemoteCommandError,
  RemoteCommandResult,
  RemoteDevice,
  RemotePairingCode,
  RemoteServerError,
  RemoteServerStatus,
  RemoteControlState,
} from '@cadenza/platform';

export type {
  RemoteScope,
  RemoteTrack,
  RemotePlaybackStatus,
  RemoteNowPlaying,
  RemoteQueuePage,
  RemoteCommand,
  RemoteCommandRequest,
  RemoteCommandError,
  RemoteCommandResult,
  RemoteDevice,
  RemotePairingCode,
  RemoteServerError,
  RemoteServerStatus,
  RemoteControlState,
};

/**
 * Remote control: the server runs in main, the player in the page. Main sends the page the
 * remotes' commands (`remote-command`) and the page answers each (`remote-control-reply`) and
 * reports what plays (`remote-control-report`); the settings screen pairs and revokes devices.
 */
export interface RemoteControlInvokeContract {
  /** What plays now; main keeps the last report for the server (and its event stream). */
  'remote-control-report': { args: [nowPlaying: RemoteNowPlaying]; result: void };
  /** The answer to the `remote-command` of that id. */
  'remote-control-reply': { args: [id: string, result: RemoteCommandResult]; result: void };
  'remote-control-state': { args: []; result: RemoteControlState };
  /** A fresh one-time pairing code for a device of `scope`. */
  'remote-control-create-pairing': { args: [scope: RemoteScope]; result: RemotePairingCode };
  'remote-control-cancel-pairing': { args: []; result: void };
  'remote-control-revoke': { args: [deviceId: string]; result: void };
}

/** The channels of {@link RemoteControlInvokeContract}. */
export const REMOTE_CONTROL_INVOKE_CHANNELS: Record<keyof RemoteControlInvokeContract, true> = {
  'remote-control-report': true,
  'remote-control-reply': true,
  'remote-control-state': true,
  'remote-control-create-pairing': true,
  'remote-control-cancel-pairing': true,
  'remote-control-revoke': true,
};

/** What main tells the page about remote control. */
export interface RemoteControlEventContract {
  /** A remote asks the player for something; the page replies on `remote-control-reply`. */
  'remote-command': RemoteCommandRequest;
  /** The server, the paired devices or the pairing code changed. */
  'remote-control-changed': RemoteControlState;
}

/** The remote-control part of the preload's bridge. */
export interface RemoteControlBridge {
  readonly remoteControl: {
    report(nowPlaying: RemoteNowPlaying): Promise<void>;
    reply(id: string, result: RemoteCommandResult): Promise<void>;
    onCommand(listener: (request: RemoteCommandRequest) => void): () => void;
    state(): Promise<RemoteControlState>;
    onChanged(listener: (state: RemoteControlState) => void): () => void;
    createPairing(scope: RemoteScope): Promise<RemotePairingCode>;
    cancelPairing(): Promise<void>;
    revoke(deviceId: string): Promise<void>;
  };
}

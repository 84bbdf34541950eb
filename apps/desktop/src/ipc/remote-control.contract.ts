// The messages of remote control, as they cross IPC. The page's side declares the same shapes
// in libs/features (remote-control-port.ts), which main may not import; desktop-platform.spec.ts
// checks at compile time that the two stay identical.

/** What a paired device may do: `read` sees now-playing and the queue; `control` also acts. */
export type RemoteScope = 'read' | 'control';

/** A song as a remote sees it. */
export interface RemoteTrack {
  id: number | string;
  name: string;
  artists: string[];
  album: string;
  coverUrl: string | null;
  durationMs: number | null;
}

/** What the player is doing (the player's own status names). */
export type RemotePlaybackStatus = 'idle' | 'loading' | 'playing' | 'paused' | 'stopped';

/** The player as the page reports it to main. */
export interface RemoteNowPlaying {
  track: RemoteTrack | null;
  status: RemotePlaybackStatus;
  /** Where playback was when the page reported (seconds). */
  positionSec: number;
  /** 0–1; 0 while muted. */
  volume: number;
  muted: boolean;
  /** Whether the current track is among the favourites. */
  liked: boolean;
  /** The current track's place in the queue, -1 when none. */
  queueIndex: number;
  queueLength: number;
}

/** One page of the queue. */
export interface RemoteQueuePage {
  /** The current track's index in the whole queue, -1 when none. */
  index: number;
  total: number;
  offset: number;
  tracks: RemoteTrack[];
}

/** What a remote asks of the player; main has checked every value before sending it. */
export type RemoteCommand =
  | { type: 'play-pause' }
  | { type: 'play' }
  | { type: 'pause' }
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'seek'; positionSec: number }
  | { type: 'set-volume'; volume: number }
  /** Sets the current track's like; without `liked` it toggles. */
  | { type: 'like'; liked?: boolean }
  | { type: 'get-queue'; offset: number; limit: number };

/** A command from main, with the id its reply must carry. */
export interface RemoteCommandRequest {
  id: string;
  command: RemoteCommand;
}

/** Why the page could not carry a command out. */
export type RemoteCommandError = 'no-track' | 'failed';

/** The page's answer to one command. */
export type RemoteCommandResult =
  { ok: true; queue?: RemoteQueuePage } | { ok: false; error: RemoteCommandError };

/** A device paired with remote control (its token is never shown again, and main keeps only a hash). */
export interface RemoteDevice {
  id: string;
  name: string;
  scope: RemoteScope;
  /** Epoch ms. */
  pairedAt: number;
}

/** A one-time pairing code, as settings show it. */
export interface RemotePairingCode {
  code: string;
  scope: RemoteScope;
  /** Epoch ms after which the code no longer pairs. */
  expiresAt: number;
}

/** Why the server is not listening although it is on. */
export type RemoteServerError = 'port-in-use' | 'permission-denied' | 'failed';

/** Whether the server listens, where, and the addresses a device can reach it on. */
export interface RemoteServerStatus {
  state: 'off' | 'starting' | 'listening' | 'failed';
  port: number | null;
  /** `http://…:port/` addresses: loopback, and this computer's network addresses with LAN access. */
  urls: string[];
  error: RemoteServerError | null;
}

/** Everything the settings screen shows about remote control. */
export interface RemoteControlState {
  server: RemoteServerStatus;
  devices: RemoteDevice[];
  /** The code waiting to be used, if any. */
  pairing: RemotePairingCode | null;
}

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

/** The channels of {@link RemoteControlEventContract}. */
export const REMOTE_CONTROL_EVENT_CHANNELS: Record<keyof RemoteControlEventContract, true> = {
  'remote-command': true,
  'remote-control-changed': true,
};

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

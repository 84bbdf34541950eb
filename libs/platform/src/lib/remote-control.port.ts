/**
 * The remote-control messages between the desktop shell's server (main process) and the page,
 * where the player lives. Plain JSON: they cross IPC, and main checks every one it receives.
 */

/** What a paired device may do: `read` sees now-playing and the queue; `control` also acts. */
export type RemoteScope = 'read' | 'control';

/** Both scopes, for forms and checks. */
export const REMOTE_SCOPES: readonly RemoteScope[] = ['read', 'control'];

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
 * The platform's remote control (desktop only): the player's side (commands in, replies and
 * now-playing out) and the settings screen's side (state, pairing, revoking).
 */
export interface RemoteControlPort {
  /** Calls `listener` for every command a remote sends; returns the unsubscribe. */
  onCommand(listener: (request: RemoteCommandRequest) => void): () => void;
  /** Answers the command of that id. */
  reply(id: string, result: RemoteCommandResult): void;
  /** Tells main what plays now (the page reports only changes, throttled). */
  reportNowPlaying(nowPlaying: RemoteNowPlaying): void;
  getState(): Promise<RemoteControlState>;
  /** Calls `listener` on every change of the state; returns the unsubscribe. */
  onState(listener: (state: RemoteControlState) => void): () => void;
  /** A new one-time code for a device of that scope (it replaces any code not yet used). */
  createPairingCode(scope: RemoteScope): Promise<RemotePairingCode>;
  cancelPairingCode(): Promise<void>;
  revokeDevice(deviceId: string): Promise<void>;
}

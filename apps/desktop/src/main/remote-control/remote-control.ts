import type { RemoteCommandRequest, RemoteControlState } from '../../ipc/remote-control.contract';
import { DEFAULT_REMOTE_CONTROL, type RemoteControlSettings } from '@cadenza/settings';
import type { NetworkInterfaceInfo } from 'node:os';
import type { JsonFileStore } from '../store/json-file-store';
import { createDeviceRegistry, type DeviceRegistry } from './device-registry';
import { createNowPlayingStreams } from './now-playing-events';
import { createPairingCodes, type PairingCodes } from './pairing-codes';
import { createPlayerLink, type PlayerLink } from './player-link';
import { createRemoteApp } from './remote-app';
import type { RemoteRateLimits } from './remote-app-deps';
import { createRemoteServer, type RemoteServer } from './remote-server';

/** What remote control needs from the rest of the main process. */
export interface RemoteControlDeps {
  /** The main-process store: the paired devices (token hashes) live there. */
  store: JsonFileStore;
  /** Sends a command to the page's player (the `remote-command` event). */
  sendCommand: (request: RemoteCommandRequest) => void;
  /** Tells the page the state changed (the `remote-control-changed` event). */
  sendState: (state: RemoteControlState) => void;
  now: () => number;
  /** The app's version, for the OpenAPI document. */
  version: string;
  networkInterfaces: () => NodeJS.Dict<NetworkInterfaceInfo[]>;
  limits?: RemoteRateLimits;
  commandTimeoutMs?: number;
}

/** Remote control as the main process holds it. */
export interface RemoteControl {
  devices: DeviceRegistry;
  pairing: PairingCodes;
  player: PlayerLink;
  server: RemoteServer;
  /** Reads the paired devices; call once before the first {@link RemoteControl.applySettings}. */
  load(): Promise<void>;
  /** Follows the saved settings: on/off, port and LAN access restart the server; the lists apply at once. */
  applySettings(settings: RemoteControlSettings): Promise<void>;
  state(): RemoteControlState;
  stop(): Promise<void>;
}

/**
 * Remote control, composed: the paired devices, the pairing codes, the link to the page's
 * player, the HTTP API and its server. Nothing listens until settings turn it on.
 */
export function createRemoteControl(deps: RemoteControlDeps): RemoteControl {
  let settings: RemoteControlSettings = DEFAULT_REMOTE_CONTROL;
  const announce = () => deps.sendState(state());
  const pairing = createPairingCodes(deps.now, announce);
  const player = createPlayerLink({
    send: deps.sendCommand,
    now: deps.now,
    timeoutMs: deps.commandTimeoutMs,
  });
  const streams = createNowPlayingStreams(player);
  const devices = createDeviceRegistry({
    store: deps.store,
    now: deps.now,
    onChange: (revokedId) => {
      if (revokedId) streams.closeDevice(revokedId);
      announce();
    },
    onLoadError: (error) =>
      console.error(
        'Cadenza: the paired remote-control devices could not be read; none is paired',
        error instanceof Error ? error.message : error,
      ),
  });
  const app = createRemoteApp({
    devices,
    pairing,
    player,
    streams,
    settings: () => settings,
    now: deps.now,
    version: deps.version,
    limits: deps.limits,
  });
  const server = createRemoteServer({
    listener: app,
    networkInterfaces: deps.networkInterfaces,
    onStatus: announce,
    beforeClose: () => streams.closeAll(),
  });
  function state(): RemoteControlState {
    return { server: server.status(), devices: devices.list(), pairing: pairing.current() };
  }
  return {
    devices,
    pairing,
    player,
    server,
    load: () => devices.load(),
    applySettings(next) {
      settings = next;
      return server.apply(next);
    },
    state,
    async stop() {
      await server.stop();
      player.dispose();
    },
  };
}

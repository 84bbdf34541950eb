import type { IpcMain, IpcMainInvokeEvent } from 'electron';
import {
  INVOKE_CHANNELS,
  type EventChannel,
  type EventPayload,
  type InvokeChannel,
  type IpcHandlers,
} from '../../ipc/contract';
import type { OriginCheck } from '../security/origin-check';

/** Raised to the renderer when a call comes from a frame that is not the app. */
export class UntrustedSenderError extends Error {
  constructor(channel: string) {
    super(`refused "${channel}" from an untrusted frame`);
    this.name = 'UntrustedSenderError';
  }
}

/**
 * Calls one handler for a sender, applying the sender check. Shared by the real `ipcMain`
 * registration and the desktop-e2e bridge, so both run the same code path.
 */
export function dispatchInvoke<C extends InvokeChannel>(
  handlers: IpcHandlers,
  isTrusted: OriginCheck,
  frameUrl: string | undefined,
  channel: C,
  args: unknown[],
): Promise<unknown> {
  if (!isTrusted(frameUrl)) return Promise.reject(new UntrustedSenderError(channel));
  const handler = handlers[channel] as (...handlerArgs: unknown[]) => Promise<unknown>;
  return handler(...args);
}

/**
 * Registers every channel of the contract on `ipcMain`: the only place the main process
 * touches raw IPC. Returns a function that removes the handlers again.
 */
export function registerIpcHandlers(
  ipcMain: Pick<IpcMain, 'handle' | 'removeHandler'>,
  handlers: IpcHandlers,
  isTrusted: OriginCheck,
): () => void {
  for (const channel of INVOKE_CHANNELS) {
    ipcMain.handle(channel, (event: IpcMainInvokeEvent, ...args: unknown[]) =>
      dispatchInvoke(handlers, isTrusted, event.senderFrame?.url, channel, args),
    );
  }
  return () => INVOKE_CHANNELS.forEach((channel) => ipcMain.removeHandler(channel));
}

/** What main needs of a window's `webContents` to talk to its page. */
export interface RendererTarget {
  send(channel: string, ...args: unknown[]): void;
  isDestroyed(): boolean;
}

/** Sends one event of the contract to a page. */
export type SendToRenderer = <C extends EventChannel>(channel: C, payload: EventPayload<C>) => void;

/**
 * A typed `webContents.send` for the contract's event channels: the only place main sends raw
 * IPC. A closed window is skipped rather than thrown at (its page is gone; nothing to tell).
 */
export function createRendererSender(target: () => RendererTarget | null): SendToRenderer {
  return (channel, payload) => {
    const contents = target();
    if (contents && !contents.isDestroyed()) contents.send(channel, payload);
  };
}

import { ipcRenderer, type IpcRendererEvent } from 'electron';
import type {
  EventChannel,
  EventPayload,
  InvokeArgs,
  InvokeChannel,
  InvokeResult,
} from '../ipc/contract';

/**
 * `ipcRenderer.invoke` with the contract's types: with {@link subscribe}, the only place the
 * preload touches raw IPC.
 */
export function invoke<C extends InvokeChannel>(
  channel: C,
  ...args: InvokeArgs<C>
): Promise<InvokeResult<C>> {
  return ipcRenderer.invoke(channel, ...args) as Promise<InvokeResult<C>>;
}

/**
 * Listens to one event channel of the contract, handing the page only the payload (never the
 * Electron event, whose `sender` would reach raw IPC). Returns the unsubscribe.
 */
export function subscribe<C extends EventChannel>(
  channel: C,
  listener: (payload: EventPayload<C>) => void,
): () => void {
  const wrapped = (_event: IpcRendererEvent, payload: EventPayload<C>) => listener(payload);
  ipcRenderer.on(channel, wrapped);
  return () => {
    ipcRenderer.removeListener(channel, wrapped);
  };
}

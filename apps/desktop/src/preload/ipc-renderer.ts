import { ipcRenderer } from 'electron';
import type { InvokeArgs, InvokeChannel, InvokeResult } from '../ipc/contract';

/**
 * `ipcRenderer.invoke` with the contract's types: the only place the preload touches raw IPC.
 */
export function invoke<C extends InvokeChannel>(
  channel: C,
  ...args: InvokeArgs<C>
): Promise<InvokeResult<C>> {
  return ipcRenderer.invoke(channel, ...args) as Promise<InvokeResult<C>>;
}

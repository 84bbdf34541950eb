import type { SystemBridge } from '../ipc/system.contract';
import { invoke } from './ipc-renderer';

/** Installed fonts and desktop notifications. */
export const systemBridge: SystemBridge = {
  system: {
    fonts: () => invoke('get-system-fonts'),
    notify: (notification: { title: string; body: string }) =>
      invoke('show-notification', notification),
  },
};

import type { Notification, NotificationConstructorOptions } from 'electron';
import type { IpcHandlersOf } from '../../ipc/contract';
import type { SystemInvokeContract } from '../../ipc/system.contract';
import { InvalidIpcArgumentError } from '../ipc/invalid-argument';

/** A notification's text is cut here: the page's strings are short; nothing longer is shown. */
const MAX_NOTIFICATION_TEXT = 500;

/** What the system channels need: the font lister and Electron's `Notification`. */
export interface SystemHandlerDeps {
  systemFonts: () => Promise<string[]>;
  Notification: Pick<typeof Notification, 'isSupported'> &
    (new (options: NotificationConstructorOptions) => Pick<Notification, 'show'>);
}

const text = (value: unknown, name: string): string => {
  if (typeof value !== 'string')
    throw new InvalidIpcArgumentError(`a notification's ${name} is text`);
  return value.slice(0, MAX_NOTIFICATION_TEXT);
};

/** The main-process side of the system channels: fonts and notifications. */
export function createSystemHandlers({
  systemFonts,
  Notification,
}: SystemHandlerDeps): IpcHandlersOf<SystemInvokeContract> {
  return {
    'get-system-fonts': () => systemFonts(),
    'show-notification': async (notification) => {
      const title = text(notification?.title, 'title');
      const body = text(notification?.body, 'body');
      // Some Linux desktops have no notification server: nothing to show, nothing to fail.
      if (!Notification.isSupported()) return;
      new Notification({ title, body, silent: true }).show();
    },
  };
}

/** What the page asks of the operating system through main (spec §6, §7). */
export interface SystemInvokeContract {
  /** The installed font families, the system default (`system-ui`) first. */
  'get-system-fonts': { args: []; result: string[] };
  /** A desktop notification (sleep timer end, download complete), already translated. */
  'show-notification': { args: [notification: { title: string; body: string }]; result: void };
}

/** The channels of {@link SystemInvokeContract}. */
export const SYSTEM_INVOKE_CHANNELS: Record<keyof SystemInvokeContract, true> = {
  'get-system-fonts': true,
  'show-notification': true,
};

/** The system part of the preload's bridge. */
export interface SystemBridge {
  readonly system: {
    fonts(): Promise<string[]>;
    notify(notification: { title: string; body: string }): Promise<void>;
  };
}

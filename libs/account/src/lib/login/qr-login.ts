import type { QrCheck } from '@cadenza/api-client';
import type { Timers } from '@cadenza/ports';

/** How often the QR status is asked (contract §3.1: every 3 s). */
export const QR_POLL_INTERVAL_MS = 3000;

/** What went wrong: the code could not load, a status check failed, or the account did not. */
export type QrFailure = 'load' | 'check' | 'account';

/** Where a QR login stands, as the screen draws it. */
export type QrLoginState =
  | { phase: 'loading' }
  | { phase: 'waiting'; qrimg: string }
  | { phase: 'scanned'; qrimg: string; nickname: string | null; avatarUrl: string | null }
  | { phase: 'expired'; qrimg: string }
  | { phase: 'authorised' }
  | { phase: 'failed'; failure: QrFailure; qrimg: string | null };

/** What the QR login asks of the server (the endpoints, in the app; fakes in specs). */
export interface QrLoginPorts {
  /** A fresh key and its image (`/login/qr/key`, then `/login/qr/create`). */
  newCode(): Promise<{ key: string; qrimg: string }>;
  /** One status check of `key` (`/login/qr/check`). */
  check(key: string): Promise<QrCheck>;
  /** After 803: loads the account into the session; rejects when that fails. */
  finish(): Promise<void>;
  timers: Pick<Timers, 'setTimeout' | 'clearTimeout'>;
  intervalMs?: number;
}

/** A running QR login: {@link QrLogin.stop} ends its polling; the others act on its state. */
export interface QrLogin {
  /** Gets a fresh code and polls it (the expired code's refresh button, a failed load's retry). */
  refresh(): void;
  /** After a failure: a failed check polls the same code again, a failed account asks again. */
  retry(): void;
  /** Stops polling for good; answers still on their way are ignored. */
  stop(): void;
}

/**
 * The QR login's state machine: a code is loaded and its status asked every 3 s — waiting,
 * scanned (who scanned it), expired (polling stops; a refresh button gets a new code), and
 * authorised (polling stops and the account is loaded). A failed load or check stops polling
 * and says which, with a retry. Checks never overlap: the next is scheduled when one answers.
 * It starts at once and calls `onChange` with every new state.
 */
export function startQrLogin(
  ports: QrLoginPorts,
  onChange: (state: QrLoginState) => void,
): QrLogin {
  const interval = ports.intervalMs ?? QR_POLL_INTERVAL_MS;
  // Each start, refresh or stop begins a new run; an answer of an older run is dropped.
  let run = 0;
  let timer: unknown = null;
  let key: string | null = null;
  let qrimg: string | null = null;
  let state: QrLoginState = { phase: 'loading' };

  const set = (next: QrLoginState) => {
    state = next;
    onChange(next);
  };
  const cancelTimer = () => {
    if (timer !== null) ports.timers.clearTimeout(timer);
    timer = null;
  };
  const schedule = (current: number) => {
    cancelTimer();
    timer = ports.timers.setTimeout(() => {
      timer = null;
      void poll(current);
    }, interval);
  };

  async function finish(current: number) {
    set({ phase: 'authorised' });
    try {
      await ports.finish();
    } catch {
      if (current === run) set({ phase: 'failed', failure: 'account', qrimg: null });
    }
  }

  async function poll(current: number) {
    if (key === null || qrimg === null) return;
    let answer: QrCheck;
    try {
      answer = await ports.check(key);
    } catch {
      if (current === run) set({ phase: 'failed', failure: 'check', qrimg });
      return;
    }
    if (current !== run) return;
    switch (answer.status) {
      case 'waiting':
        set({ phase: 'waiting', qrimg });
        return schedule(current);
      case 'scanned':
        set({ phase: 'scanned', qrimg, nickname: answer.nickname, avatarUrl: answer.avatarUrl });
        return schedule(current);
      case 'expired':
        return set({ phase: 'expired', qrimg });
      case 'authorised':
        return finish(current);
    }
  }

  async function load() {
    cancelTimer();
    const current = ++run;
    key = null;
    qrimg = null;
    set({ phase: 'loading' });
    try {
      const code = await ports.newCode();
      if (current !== run) return;
      key = code.key;
      qrimg = code.qrimg;
      set({ phase: 'waiting', qrimg: code.qrimg });
      schedule(current);
    } catch {
      if (current === run) set({ phase: 'failed', failure: 'load', qrimg: null });
    }
  }

  void load();
  return {
    refresh: () => void load(),
    retry() {
      if (state.phase !== 'failed') return;
      if (state.failure === 'load') return void load();
      const current = ++run;
      if (state.failure === 'account') return void finish(current);
      set({ phase: 'waiting', qrimg: state.qrimg ?? '' });
      void poll(current);
    },
    stop() {
      run += 1;
      cancelTimer();
    },
  };
}

import type { RemotePairingCode, RemoteScope } from '../../ipc/remote-control.contract';
import { randomInt } from 'node:crypto';

/** How long a pairing code pairs: long enough to type it on a phone, short enough to be useless later. */
export const PAIRING_CODE_TTL_MS = 5 * 60_000;
/** Wrong codes tried before the current one is thrown away (a guesser gets no more chances). */
export const PAIRING_MAX_FAILED_ATTEMPTS = 5;

// No 0/O, 1/I/L: read off a screen and typed on a phone without confusion. 31 symbols × 8 =
// about 40 bits, against at most PAIRING_MAX_FAILED_ATTEMPTS guesses per code.
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const CODE_LENGTH = 8;

/** One-time pairing codes: one live code at a time, single use, short-lived. */
export interface PairingCodes {
  /** A new code for `scope`; any code not yet used stops working. */
  create(scope: RemoteScope): RemotePairingCode;
  /** The live code, or null when there is none (used, expired, cancelled or guessed at). */
  current(): RemotePairingCode | null;
  cancel(): void;
  /**
   * Uses the code: its scope when it is the live one (which is then spent), else null. Case,
   * spaces and dashes do not matter. Every wrong try counts towards throwing the code away.
   */
  redeem(typed: string): RemoteScope | null;
}

/** Spells a code the way settings show it: `ABCD-EFGH`. */
function spell(raw: string): string {
  return `${raw.slice(0, 4)}-${raw.slice(4)}`;
}

/** The characters of a typed code that count. */
function normalize(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]/g, '');
}

/**
 * Creates the pairing codes. `now` is the clock (epoch ms); `onChange` hears every change of the
 * live code (created, used, cancelled, thrown away), so settings can follow.
 */
export function createPairingCodes(
  now: () => number,
  onChange: () => void = () => undefined,
): PairingCodes {
  let live: { raw: string; scope: RemoteScope; expiresAt: number; failures: number } | null = null;
  const drop = () => {
    if (!live) return;
    live = null;
    onChange();
  };
  const current = () => {
    if (live && now() >= live.expiresAt) drop();
    return live;
  };
  return {
    create(scope) {
      const raw = Array.from(
        { length: CODE_LENGTH },
        () => ALPHABET[randomInt(ALPHABET.length)],
      ).join('');
      live = { raw, scope, expiresAt: now() + PAIRING_CODE_TTL_MS, failures: 0 };
      onChange();
      return { code: spell(raw), scope, expiresAt: live.expiresAt };
    },
    current() {
      const code = current();
      return code ? { code: spell(code.raw), scope: code.scope, expiresAt: code.expiresAt } : null;
    },
    cancel: drop,
    redeem(typed) {
      const code = current();
      if (!code) return null;
      if (normalize(typed) !== code.raw) {
        code.failures += 1;
        if (code.failures >= PAIRING_MAX_FAILED_ATTEMPTS) drop();
        return null;
      }
      drop();
      return code.scope;
    },
  };
}

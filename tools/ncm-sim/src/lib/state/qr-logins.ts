import { randomUUID } from 'node:crypto';

/** A QR key stays valid this long before `/login/qr/check` answers 800. */
export const QR_KEY_TTL_MS = 5 * 60_000;

/** States of a QR login: 801 waiting, 802 scanned, 803 authorised, 800 expired or unknown. */
export type QrState =
  { code: 801 } | { code: 802; userId: number } | { code: 803; userId: number } | { code: 800 };

interface QrEntry {
  createdAt: number;
  scannedBy: number | null;
  confirmed: boolean;
  expired: boolean;
}

/**
 * The QR login state machine. `/login/qr/key` creates a key (801); the simulator-only control
 * routes scan (802) and confirm (803) it; a key expires after {@link QR_KEY_TTL_MS} or on demand
 * (800), and an authorised key is consumed by the check that reports it.
 */
export class QrLogins {
  private readonly keys = new Map<string, QrEntry>();

  create(nowMs: number): string {
    const key = randomUUID();
    this.keys.set(key, { createdAt: nowMs, scannedBy: null, confirmed: false, expired: false });
    return key;
  }

  /** The state a check reports; an authorised key is consumed. */
  check(key: string, nowMs: number): QrState {
    const entry = this.live(key, nowMs);
    if (!entry) return { code: 800 };
    if (entry.confirmed && entry.scannedBy !== null) {
      this.keys.delete(key);
      return { code: 803, userId: entry.scannedBy };
    }
    if (entry.scannedBy !== null) return { code: 802, userId: entry.scannedBy };
    return { code: 801 };
  }

  /** True when the key exists and has not expired. */
  has(key: string, nowMs: number): boolean {
    return this.live(key, nowMs) !== undefined;
  }

  /** The phone scans the code as `userId`; false when the key is unknown or expired. */
  scan(key: string, userId: number, nowMs: number): boolean {
    const entry = this.live(key, nowMs);
    if (!entry) return false;
    entry.scannedBy = userId;
    return true;
  }

  /** The phone confirms; false unless the key was scanned first. */
  confirm(key: string, nowMs: number): boolean {
    const entry = this.live(key, nowMs);
    if (!entry || entry.scannedBy === null) return false;
    entry.confirmed = true;
    return true;
  }

  expire(key: string): boolean {
    const entry = this.keys.get(key);
    if (!entry) return false;
    entry.expired = true;
    return true;
  }

  clear(): void {
    this.keys.clear();
  }

  private live(key: string, nowMs: number): QrEntry | undefined {
    const entry = this.keys.get(key);
    if (!entry || entry.expired || nowMs - entry.createdAt >= QR_KEY_TTL_MS) return undefined;
    return entry;
  }
}

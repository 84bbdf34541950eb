import { QR_KEY_TTL_MS, QrLogins } from './qr-logins';

const T0 = Date.UTC(2025, 5, 1);

describe('QrLogins', () => {
  let qr: QrLogins;
  beforeEach(() => {
    qr = new QrLogins();
  });

  it('creates distinct keys that start waiting for a scan (801)', () => {
    const a = qr.create(T0);
    const b = qr.create(T0);
    expect(a).not.toBe(b);
    expect(qr.check(a, T0)).toEqual({ code: 801 });
    expect(qr.has(a, T0)).toBe(true);
  });

  it('walks 801 → 802 (scanned by a user) → 803 (confirmed), then consumes the key (800)', () => {
    const key = qr.create(T0);
    expect(qr.scan(key, 1003, T0 + 1_000)).toBe(true);
    expect(qr.check(key, T0 + 2_000)).toEqual({ code: 802, userId: 1003 });
    expect(qr.check(key, T0 + 3_000)).toEqual({ code: 802, userId: 1003 });
    expect(qr.confirm(key, T0 + 4_000)).toBe(true);
    expect(qr.check(key, T0 + 5_000)).toEqual({ code: 803, userId: 1003 });
    expect(qr.check(key, T0 + 6_000)).toEqual({ code: 800 });
    expect(qr.has(key, T0 + 6_000)).toBe(false);
  });

  it('refuses to confirm a key nobody scanned', () => {
    const key = qr.create(T0);
    expect(qr.confirm(key, T0)).toBe(false);
    expect(qr.check(key, T0)).toEqual({ code: 801 });
  });

  it('lets a later scan replace the scanning user before confirmation', () => {
    const key = qr.create(T0);
    qr.scan(key, 1003, T0);
    qr.scan(key, 1004, T0);
    qr.confirm(key, T0);
    expect(qr.check(key, T0)).toEqual({ code: 803, userId: 1004 });
  });

  it(`expires a key ${QR_KEY_TTL_MS / 60_000} minutes after it was made, whatever its state`, () => {
    expect(QR_KEY_TTL_MS).toBe(300_000);
    const waiting = qr.create(T0);
    const scanned = qr.create(T0);
    qr.scan(scanned, 1001, T0);
    expect(qr.check(waiting, T0 + QR_KEY_TTL_MS - 1)).toEqual({ code: 801 });
    expect(qr.check(waiting, T0 + QR_KEY_TTL_MS)).toEqual({ code: 800 });
    expect(qr.check(scanned, T0 + QR_KEY_TTL_MS)).toEqual({ code: 800 });
    expect(qr.scan(waiting, 1001, T0 + QR_KEY_TTL_MS)).toBe(false);
    expect(qr.confirm(scanned, T0 + QR_KEY_TTL_MS)).toBe(false);
  });

  it('expires a key on demand; unknown keys are 800 and cannot be scanned or expired', () => {
    const key = qr.create(T0);
    expect(qr.expire(key)).toBe(true);
    expect(qr.check(key, T0)).toEqual({ code: 800 });
    expect(qr.scan(key, 1001, T0)).toBe(false);
    expect(qr.check('nope', T0)).toEqual({ code: 800 });
    expect(qr.scan('nope', 1001, T0)).toBe(false);
    expect(qr.expire('nope')).toBe(false);
  });

  it('forgets every key on clear()', () => {
    const key = qr.create(T0);
    qr.clear();
    expect(qr.check(key, T0)).toEqual({ code: 800 });
  });
});

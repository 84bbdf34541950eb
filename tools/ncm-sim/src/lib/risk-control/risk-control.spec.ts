import { createFakeClock } from '../testing/behaviour-harness';
import {
  RISK_CONTROL_BODIES,
  RiskControl,
  riskControlAnswer,
  riskControlSettingsSchema,
  type RiskCall,
} from './risk-control';
import { httpStatusFor } from '../netease/ncm-transport';

// Which budget a call spends, what is refused, and what the control route reports; the HTTP side
// is in risk-control.behaviour.spec.ts.

const anonymous = (address: string, realIP?: string): RiskCall => ({
  userId: null,
  realIP,
  remoteAddress: address,
});
const account = (userId: number): RiskCall => ({
  userId,
  realIP: undefined,
  remoteAddress: '127.0.0.1',
});

describe('RiskControl', () => {
  const setup = () => {
    const clock = createFakeClock(0);
    return { clock, risk: new RiskControl(clock.now) };
  };
  const checks = (risk: RiskControl, call: RiskCall, times: number) =>
    Array.from({ length: times }, () => risk.check(call));

  it('is off by default: nothing refused, nothing tracked', () => {
    const { risk } = setup();
    expect(risk.enabled).toBe(false);
    expect(checks(risk, anonymous('10.0.0.1'), 1000).every((kind) => kind === undefined)).toBe(
      true,
    );
    expect(risk.state()).toEqual({
      accountCallsPerMinute: 0,
      addressCallsPerMinute: 0,
      windowMs: 60_000,
      refused: { account: 0, address: 0 },
      tracked: { account: 0, address: 0 },
    });
  });

  it('refuses an address past its limit, by realIP when given, else by the socket address', () => {
    const { risk } = setup();
    risk.configure({ addressCallsPerMinute: 2 });
    expect(checks(risk, anonymous('127.0.0.1', '1.2.3.4'), 3)).toEqual([
      undefined,
      undefined,
      'address',
    ]);
    // Same socket, another realIP: another budget; no realIP: the socket's own.
    expect(risk.check(anonymous('127.0.0.1', '5.6.7.8'))).toBeUndefined();
    expect(checks(risk, anonymous('127.0.0.1'), 3)).toEqual([undefined, undefined, 'address']);
    // An IPv4 client of a dual-stack socket is the same address.
    expect(risk.check(anonymous('::ffff:127.0.0.1'))).toBe('address');
    expect(risk.state()).toMatchObject({
      refused: { account: 0, address: 3 },
      tracked: { account: 0, address: 3 },
    });
  });

  it('refuses an account past its limit, and never spends an address budget for it', () => {
    const { risk } = setup();
    risk.configure({ accountCallsPerMinute: 2, addressCallsPerMinute: 1 });
    expect(checks(risk, account(7), 3)).toEqual([undefined, undefined, 'account']);
    expect(risk.check(account(8))).toBeUndefined();
    // The address of those logged-in calls still has its whole budget.
    expect(risk.check(anonymous('127.0.0.1'))).toBeUndefined();
    expect(risk.state()).toMatchObject({
      refused: { account: 1, address: 0 },
      tracked: { account: 2, address: 1 },
    });
  });

  it('leaves a kind unlimited while its limit is 0', () => {
    const { risk } = setup();
    risk.configure({ addressCallsPerMinute: 1 });
    expect(checks(risk, account(7), 100).every((kind) => kind === undefined)).toBe(true);
    risk.configure({ accountCallsPerMinute: 1 });
    expect(checks(risk, anonymous('1.1.1.1'), 100).every((kind) => kind === undefined)).toBe(true);
  });

  it('serves again once the calls of the last minute, refused ones included, fall below the limit', () => {
    const { clock, risk } = setup();
    risk.configure({ accountCallsPerMinute: 2 });
    expect(checks(risk, account(7), 2)).toEqual([undefined, undefined]); // t = 0
    clock.advance(30_000);
    expect(risk.check(account(7))).toBe('account'); // t = 30 s, counted
    clock.advance(30_000);
    // t = 60 s: the calls at 0 left the window, but the refused one at 30 s and this one remain.
    expect(risk.check(account(7))).toBeUndefined();
    expect(risk.check(account(7))).toBe('account');
    clock.advance(60_000);
    expect(risk.check(account(7))).toBeUndefined();
  });

  it('starts fresh windows when set again, keeping the refusal counters until reset', () => {
    const { risk } = setup();
    risk.configure({ addressCallsPerMinute: 1 });
    expect(checks(risk, anonymous('1.1.1.1'), 2)).toEqual([undefined, 'address']);
    risk.configure({ addressCallsPerMinute: 1 });
    expect(risk.check(anonymous('1.1.1.1'))).toBeUndefined();
    expect(risk.state().refused.address).toBe(1);
    risk.reset();
    expect(risk.enabled).toBe(false);
    expect(risk.state()).toMatchObject({
      addressCallsPerMinute: 0,
      refused: { account: 0, address: 0 },
      tracked: { account: 0, address: 0 },
    });
  });

  it('answers as NetEase does: -460 Cheating as HTTP 400 for an account, 503 IP 高频 for an address', () => {
    expect(riskControlAnswer('account').body).toEqual({
      code: -460,
      msg: 'Cheating',
      message: 'Cheating',
    });
    expect(riskControlAnswer('address').body).toEqual({
      code: 503,
      data: null,
      msg: 'IP 高频',
      message: 'IP 高频',
    });
    expect(httpStatusFor(RISK_CONTROL_BODIES.account['code'])).toBe(400);
    expect(httpStatusFor(RISK_CONTROL_BODIES.address['code'])).toBe(503);
  });
});

describe('riskControlSettingsSchema', () => {
  it.each([
    [{}],
    [{ accountCallsPerMinute: 0 }],
    [{ accountCallsPerMinute: 600, addressCallsPerMinute: 30 }],
  ])('accepts %j', (body) => {
    expect(riskControlSettingsSchema.safeParse(body).success).toBe(true);
  });

  it.each([
    [{ accountCallsPerMinute: -1 }],
    [{ accountCallsPerMinute: 1.5 }],
    [{ addressCallsPerMinute: '10' }],
    [{ addressCallsPerMinute: null }],
    [{ addressCallsPerMinute: 1e9 }],
    [{ accountCallsPerMin: 10 }],
    [[]],
    [null],
  ])('refuses %j', (body) => {
    expect(riskControlSettingsSchema.safeParse(body).success).toBe(false);
  });
});

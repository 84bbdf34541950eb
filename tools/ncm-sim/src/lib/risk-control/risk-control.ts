import { z } from 'zod/mini';
import type { NcmAnswer, NcmContext, NcmGate } from '../netease/ncm-transport';
import { KeyedCallWindows } from './call-window';

/** The sliding window the limits are per: one minute of the simulator's clock. */
export const RISK_WINDOW_MS = 60_000;

/** Highest limit accepted: far above any bench's rate, low enough to catch a unit slip (ms, µs). */
export const MAX_CALLS_PER_MINUTE = 10_000_000;

const limitSchema = z.optional(z.int().check(z.minimum(0), z.maximum(MAX_CALLS_PER_MINUTE)));

/**
 * The body of `POST /__sim/risk-control`. Each limit is off when 0 or absent; unknown keys are
 * refused so that a misspelt limit does not silently leave risk control off.
 */
export const riskControlSettingsSchema = z.strictObject({
  /** Calls per minute of one logged-in account (its `MUSIC_U` maps to a sim user). */
  accountCallsPerMinute: limitSchema,
  /** Calls per minute of one anonymous client address (`realIP`, else the socket's address). */
  addressCallsPerMinute: limitSchema,
});

/** Risk-control limits as a client posts them. */
export type RiskControlSettings = z.input<typeof riskControlSettingsSchema>;

/** Whose budget a call spends: a logged-in account's or an anonymous address's. */
export type RiskControlKind = 'account' | 'address';

/** What `GET /__sim/risk-control` answers: the limits, and what they refused so far. */
export interface RiskControlState {
  /** 0 when off. */
  accountCallsPerMinute: number;
  /** 0 when off. */
  addressCallsPerMinute: number;
  windowMs: number;
  /** Calls refused since the last `POST /__sim/reset`, by kind. */
  refused: Record<RiskControlKind, number>;
  /** Accounts and addresses with a counted call in the current window. */
  tracked: Record<RiskControlKind, number>;
}

/** What the risk control needs to know of a NetEase call. */
export interface RiskCall {
  /** The logged-in user, or null for an anonymous call. */
  userId: number | null;
  /** The `realIP` param (the address a gateway calls on behalf of), when any. */
  realIP: unknown;
  /** The socket's remote address. */
  remoteAddress: string | undefined;
}

/**
 * The answers NetEase gives a caller it judges abusive (contract §1.4), as the NCM server passes
 * them on. An account gets `-460 Cheating` (the body NCM users report, `msg` and `message` both
 * set), sent as HTTP 400 since the code lies outside 101..599; an address gets the "IP 高频" 503,
 * with the `data: null` of the server's other error bodies.
 */
export const RISK_CONTROL_BODIES: Readonly<Record<RiskControlKind, Record<string, unknown>>> = {
  account: { code: -460, msg: 'Cheating', message: 'Cheating' },
  address: { code: 503, data: null, msg: 'IP 高频', message: 'IP 高频' },
};

/** `::ffff:127.0.0.1` (an IPv4 client of a dual-stack socket) reads as `127.0.0.1`. */
function plainAddress(address: string | undefined): string {
  if (address === undefined) return 'unknown';
  return address.startsWith('::ffff:') ? address.slice(7) : address;
}

/**
 * NetEase's per-account and per-address rate limits, off until `POST /__sim/risk-control` sets one.
 * Every NetEase call counts while a limit is on, refused ones too: a client that keeps hammering
 * stays locked out until its rate over the last minute falls below the limit.
 */
export class RiskControl {
  private limits: Record<RiskControlKind, number> = { account: 0, address: 0 };
  private readonly windows = {
    account: new KeyedCallWindows<number>(RISK_WINDOW_MS),
    address: new KeyedCallWindows<string>(RISK_WINDOW_MS),
  };
  private refused: Record<RiskControlKind, number> = { account: 0, address: 0 };

  constructor(private readonly now: () => number) {}

  /** Whether any limit is on; off, a call costs this one check. */
  get enabled(): boolean {
    return this.limits.account > 0 || this.limits.address > 0;
  }

  /** Sets both limits (absent = off) and starts fresh windows; the refusal counters go on. */
  configure(settings: z.infer<typeof riskControlSettingsSchema>): void {
    this.limits = {
      account: settings.accountCallsPerMinute ?? 0,
      address: settings.addressCallsPerMinute ?? 0,
    };
    this.windows.account.clear();
    this.windows.address.clear();
  }

  /**
   * Counts a call against its account (logged in) or address (anonymous) and says which budget it
   * overran, or undefined when it may go on. A logged-in call never spends an address's budget.
   */
  check(call: RiskCall): RiskControlKind | undefined {
    if (!this.enabled) return undefined;
    const nowMs = this.now();
    let kind: RiskControlKind;
    let over: boolean;
    if (call.userId !== null) {
      if (this.limits.account === 0) return undefined;
      kind = 'account';
      over = this.windows.account.record(call.userId, nowMs, this.limits.account);
    } else {
      if (this.limits.address === 0) return undefined;
      kind = 'address';
      const address =
        typeof call.realIP === 'string' && call.realIP !== ''
          ? call.realIP
          : plainAddress(call.remoteAddress);
      over = this.windows.address.record(address, nowMs, this.limits.address);
    }
    if (!over) return undefined;
    this.refused[kind]++;
    return kind;
  }

  /** The current limits and counters. */
  state(): RiskControlState {
    const nowMs = this.now();
    return {
      accountCallsPerMinute: this.limits.account,
      addressCallsPerMinute: this.limits.address,
      windowMs: RISK_WINDOW_MS,
      refused: { ...this.refused },
      tracked: {
        account: this.windows.account.activeKeys(nowMs),
        address: this.windows.address.activeKeys(nowMs),
      },
    };
  }

  /** Off, windows and counters cleared (`POST /__sim/reset`). */
  reset(): void {
    this.configure({});
    this.refused = { account: 0, address: 0 };
  }
}

/**
 * The refusal NetEase would send for `kind`, as a route answer: no explicit status, so the router
 * derives it from the code as the NCM server does (-460 → 400, 503 → 503).
 */
export function riskControlAnswer(kind: RiskControlKind): NcmAnswer {
  return { body: { ...RISK_CONTROL_BODIES[kind] } };
}

/**
 * The NetEase router's gate for `riskControl`: it runs before the route, so a refused call changes
 * nothing. Off, it returns at the first check, so the bench's throughput is unchanged.
 */
export function riskControlGate(riskControl: RiskControl): NcmGate {
  return ({ user, params, req }: NcmContext) => {
    if (!riskControl.enabled) return undefined;
    const kind = riskControl.check({
      userId: user?.userId ?? null,
      realIP: params['realIP'],
      remoteAddress: req.socket.remoteAddress,
    });
    return kind === undefined ? undefined : riskControlAnswer(kind);
  };
}

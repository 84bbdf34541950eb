import { z } from 'zod/mini';

/** The simulator's services; a fault may target one of them or all. */
export const SIM_SERVICES = ['netease', 'media', 'bilibili', 'bilibili-cdn', 'alt-source'] as const;
export type SimService = (typeof SIM_SERVICES)[number];

/** The id a fault is about, as a string: the probe compares it with the request's ids as text. */
const faultIdSchema = z.pipe(
  z.union([z.string().check(z.minLength(1)), z.int()]),
  z.transform(String),
);

/**
 * A fault rule as posted to `POST /__sim/faults`. It matches requests by service, route and the
 * id they are about, and applies one or more effects: added latency, an error status, a timeout
 * (no answer at all) or a dropped connection.
 */
export const faultRuleSchema = z
  .object({
    service: z.optional(z.enum(SIM_SERVICES)),
    /** Exact path (`/song/url/v1`), or a prefix ending in `*` (`/bilibili/*`). */
    route: z.optional(z.string().check(z.startsWith('/'))),
    /** The song (or bvid/cid) the request is about: query `id`/`ids`/`bvid`/`cid`, or a media path id. */
    id: z.optional(faultIdSchema),
    latencyMs: z.optional(z.int().check(z.minimum(0), z.maximum(120_000))),
    status: z.optional(z.int().check(z.minimum(300), z.maximum(599))),
    timeout: z.optional(z.boolean()),
    drop: z.optional(z.boolean()),
    /** Apply to the next N matching requests only; unlimited when absent. */
    times: z.optional(z.int().check(z.minimum(1))),
  })
  .check(
    z.refine(
      (rule) =>
        rule.latencyMs !== undefined || rule.status !== undefined || rule.timeout || rule.drop,
      {
        message: 'a fault needs an effect: latencyMs, status, timeout or drop',
      },
    ),
    z.refine(
      (rule) => [rule.status !== undefined, rule.timeout, rule.drop].filter(Boolean).length <= 1,
      {
        message: 'status, timeout and drop are exclusive',
      },
    ),
  );

/** A validated fault rule. */
export type FaultRule = z.infer<typeof faultRuleSchema>;
/** A fault as a client writes it (`POST /__sim/faults`): ids may be numbers. */
export type FaultRuleInput = z.input<typeof faultRuleSchema>;

/** A rule as the registry keeps it. */
export interface ActiveFault extends FaultRule {
  faultId: number;
  hits: number;
}

/** What a request looks like to the matcher. */
export interface FaultProbe {
  service: SimService;
  path: string;
  ids: readonly string[];
}

/** The current fault rules; the first active rule that matches a request applies to it. */
export class FaultRegistry {
  private rules: ActiveFault[] = [];
  private nextId = 1;

  /** Adds a rule and returns it with its id. */
  add(rule: FaultRule): ActiveFault {
    const active = { ...rule, faultId: this.nextId++, hits: 0 };
    this.rules.push(active);
    return active;
  }

  /** Removes one rule; false when there is none with this id. */
  remove(faultId: number): boolean {
    const before = this.rules.length;
    this.rules = this.rules.filter((rule) => rule.faultId !== faultId);
    return this.rules.length < before;
  }

  clear(): void {
    this.rules = [];
  }

  list(): readonly ActiveFault[] {
    return this.rules;
  }

  /** Finds the rule for a request and counts the hit; a rule with `times` expires when used up. */
  take(probe: FaultProbe): ActiveFault | undefined {
    const rule = this.rules.find((candidate) => matches(candidate, probe));
    if (!rule) return undefined;
    rule.hits++;
    if (rule.times !== undefined && rule.hits >= rule.times) this.remove(rule.faultId);
    return rule;
  }
}

function matches(rule: FaultRule, probe: FaultProbe): boolean {
  if (rule.service && rule.service !== probe.service) return false;
  if (rule.route) {
    const matchesRoute = rule.route.endsWith('*')
      ? probe.path.startsWith(rule.route.slice(0, -1))
      : probe.path === rule.route;
    if (!matchesRoute) return false;
  }
  return rule.id === undefined || probe.ids.includes(rule.id);
}

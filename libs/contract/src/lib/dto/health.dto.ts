import { z } from 'zod/mini';

/** Kinds of NetEase API upstream the gateway can be wired to (architecture decision 4). */
export const UPSTREAM_KINDS = ['none', 'embedded', 'url'] as const;

/**
 * `GET /api/health` as the gateway answers it. Shared by the gateway (which produces it) and
 * the clients (which validate it), so the two cannot drift apart.
 */
export const healthDtoSchema = z.object({
  status: z.literal('ok'),
  service: z.literal('cadenza-gateway'),
  version: z.string().check(z.minLength(1)),
  uptimeSeconds: z.number().check(z.nonnegative()),
  upstream: z.object({
    kind: z.enum(UPSTREAM_KINDS),
    /** True when the upstream is the offline simulator: the UI must say so (never silently). */
    offlineDemo: z.boolean(),
  }),
});

/** The wire shape of the health answer. */
export type HealthDto = z.infer<typeof healthDtoSchema>;

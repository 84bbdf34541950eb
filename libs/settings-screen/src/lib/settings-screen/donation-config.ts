import * as z from 'zod/mini';

/**
 * Where a build keeps its donation details: a JSON file beside the app's `index.html`, put
 * there by whoever builds or hosts it (see docs/ARCHITECTURE.md). Without it the donation tab
 * says that donations are not set up.
 */
export const DONATION_CONFIG_PATH = '/donation.json';

/** An image of the app's own origin: an absolute path, never another site's address. */
const ownImage = z.string().check(z.regex(/^\/(?!\/)[^\s?#]+\.(png|jpe?g|webp|svg)$/i));

const donationConfigSchema = z.object({
  /** The payment codes of the two mobile payment apps (spec §2 "donation list"). */
  codes: z.object({
    alipay: z.optional(ownImage),
    wechat: z.optional(ownImage),
  }),
  /** The supporters, as the build lists them. */
  donors: z.optional(
    z.array(
      z.object({
        name: z.string().check(z.minLength(1), z.maxLength(60)),
        amount: z.optional(z.string().check(z.maxLength(20))),
        message: z.optional(z.string().check(z.maxLength(200))),
      }),
    ),
  ),
});

/** A build's donation details. */
export type DonationConfig = z.infer<typeof donationConfigSchema>;

/** What reading the file gave: the details, no file, or a file that is not valid. */
export type DonationConfigResult =
  { kind: 'ready'; config: DonationConfig } | { kind: 'absent' } | { kind: 'invalid' };

/** Reads and checks the build's donation file. */
export async function loadDonationConfig(
  fetcher: typeof fetch = fetch,
): Promise<DonationConfigResult> {
  let response: Response;
  try {
    response = await fetcher(DONATION_CONFIG_PATH, { headers: { accept: 'application/json' } });
  } catch {
    return { kind: 'absent' };
  }
  if (response.status === 404) return { kind: 'absent' };
  if (!response.ok) return { kind: 'invalid' };
  // The gateway answers a path it does not know with the app's page: no JSON, no file.
  if (!(response.headers.get('content-type') ?? '').includes('json')) return { kind: 'absent' };
  try {
    const parsed = donationConfigSchema.safeParse(await response.json());
    if (!parsed.success) {
      console.error('Cadenza: donation.json is not valid', parsed.error.issues);
      return { kind: 'invalid' };
    }
    return { kind: 'ready', config: parsed.data };
  } catch {
    return { kind: 'invalid' };
  }
}

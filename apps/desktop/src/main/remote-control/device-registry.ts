import type { RemoteDevice, RemoteScope } from '../../ipc/remote-control.contract';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { z } from 'zod/mini';
import type { JsonFileStore } from '../store/json-file-store';

/** The main-process store key of the paired devices. */
export const DEVICES_STORE_KEY = 'remote-devices';

/** The longest device name kept (what a client sends is cut to this). */
export const DEVICE_NAME_MAX_LENGTH = 64;

const storedDeviceSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string(),
  scope: z.enum(['read', 'control']),
  pairedAt: z.number(),
  /** SHA-256 of the token, hex: the token itself is never stored. */
  tokenHash: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
});
const storedDevicesSchema = z.object({ devices: z.array(storedDeviceSchema) });
type StoredDevice = z.infer<typeof storedDeviceSchema>;

/** A device that presented a valid token. */
export type AuthenticatedDevice = RemoteDevice;

/** The paired devices and their tokens. */
export interface DeviceRegistry {
  /** Reads the stored devices; an unreadable file leaves none paired (and is reported). */
  load(): Promise<void>;
  list(): RemoteDevice[];
  /** Pairs a new device; the token is returned once, here, and only its hash is kept. */
  pair(name: string, scope: RemoteScope): Promise<{ device: RemoteDevice; token: string }>;
  /** The device a bearer token belongs to, or null. */
  authenticate(token: string): AuthenticatedDevice | null;
  /** Forgets a device: its token stops working at once. False when there was no such device. */
  revoke(deviceId: string): Promise<boolean>;
}

// Tokens are 256 random bits, so a plain SHA-256 is as good as a slow hash here: there is
// nothing to brute-force that is smaller than the token itself.
const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** A device name fit to show: printable, trimmed, bounded; "Remote" when nothing is left. */
export function cleanDeviceName(name: unknown): string {
  const text = typeof name === 'string' ? name : '';
  // Control characters (including newlines) never reach the settings list.
  const printable = text
    .replace(/\p{Cc}/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return [...printable].slice(0, DEVICE_NAME_MAX_LENGTH).join('') || 'Remote';
}

/**
 * The paired devices, kept in the main-process store under {@link DEVICES_STORE_KEY}. `onChange`
 * hears every pairing and revocation (settings list them; the server closes a revoked device's
 * streams).
 */
export function createDeviceRegistry(options: {
  store: JsonFileStore;
  now: () => number;
  onChange?: (revokedId?: string) => void;
  onLoadError?: (error: unknown) => void;
}): DeviceRegistry {
  const { store, now } = options;
  let devices: StoredDevice[] = [];
  const byHash = () => new Map(devices.map((device) => [device.tokenHash, device]));
  let index = byHash();
  const publicView = ({ id, name, scope, pairedAt }: StoredDevice): RemoteDevice => ({
    id,
    name,
    scope,
    pairedAt,
  });
  // Changes run one at a time, each on the list the previous one left, so a pairing and a
  // revocation at the same moment cannot write over each other.
  let changes: Promise<unknown> = Promise.resolve();
  const change = <T>(apply: (current: StoredDevice[]) => { next: StoredDevice[]; result: T }) => {
    const run = changes.then(async () => {
      const { next, result } = apply(devices);
      await store.write(DEVICES_STORE_KEY, { devices: next });
      devices = next;
      index = byHash();
      return result;
    });
    changes = run.catch(() => undefined);
    return run;
  };
  return {
    async load() {
      try {
        const stored = await store.read(DEVICES_STORE_KEY);
        const parsed = storedDevicesSchema.safeParse(stored);
        devices = parsed.success ? parsed.data.devices : [];
        // Nothing stored yet is not an error; a document of another shape is (no device is
        // trusted from it, and the listener hears why the list is empty).
        if (!parsed.success && stored !== null) {
          options.onLoadError?.(new Error('the paired devices file has an unknown shape'));
        }
      } catch (error) {
        devices = [];
        options.onLoadError?.(error);
      }
      index = byHash();
    },
    list: () => devices.map(publicView),
    async pair(name, scope) {
      const token = randomBytes(32).toString('base64url');
      const device: StoredDevice = {
        id: randomUUID(),
        name: cleanDeviceName(name),
        scope,
        pairedAt: now(),
        tokenHash: hashToken(token),
      };
      await change((current) => ({ next: [...current, device], result: undefined }));
      options.onChange?.();
      return { device: publicView(device), token };
    },
    authenticate(token) {
      if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
      const device = index.get(hashToken(token));
      return device ? publicView(device) : null;
    },
    async revoke(deviceId) {
      const revoked = await change((current) => ({
        next: current.filter((device) => device.id !== deviceId),
        result: current.some((device) => device.id === deviceId),
      }));
      if (revoked) options.onChange?.(deviceId);
      return revoked;
    },
  };
}

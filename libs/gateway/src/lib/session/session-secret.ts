import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { GatewayConfigError } from '../config/env-readers';
import { MIN_SESSION_SECRET_LENGTH } from '../config/gateway-config';

/** Where the secret came from, for the start-up log line (never the secret itself). */
export type SessionSecretSource = 'environment' | 'file' | 'generated';

/**
 * The secret that seals session cookies: `SESSION_SECRET` when set; otherwise the one kept in
 * `SESSION_SECRET_FILE`, generated (32 random bytes) and written there with mode 0600 on the
 * first start. A single node thus keeps its users logged in across restarts; several replicas
 * must share `SESSION_SECRET` instead (docs/operations.md).
 */
export async function loadSessionSecret(config: {
  sessionSecret: string | undefined;
  sessionSecretFile: string;
}): Promise<{ secret: string; source: SessionSecretSource }> {
  if (config.sessionSecret !== undefined) {
    return { secret: config.sessionSecret, source: 'environment' };
  }
  const stored = await readFile(config.sessionSecretFile, 'utf8').then(
    (text) => text.trim(),
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return undefined;
      throw new GatewayConfigError(
        `SESSION_SECRET_FILE ${config.sessionSecretFile} cannot be read (${error.code ?? error.message})`,
      );
    },
  );
  if (stored !== undefined && stored.length >= MIN_SESSION_SECRET_LENGTH) {
    return { secret: stored, source: 'file' };
  }
  if (stored !== undefined) {
    throw new GatewayConfigError(
      `SESSION_SECRET_FILE ${config.sessionSecretFile} holds fewer than ${MIN_SESSION_SECRET_LENGTH} characters`,
    );
  }
  const secret = randomBytes(32).toString('base64url');
  await mkdir(dirname(config.sessionSecretFile), { recursive: true, mode: 0o700 });
  await writeFile(config.sessionSecretFile, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  await chmod(config.sessionSecretFile, 0o600);
  return { secret, source: 'generated' };
}

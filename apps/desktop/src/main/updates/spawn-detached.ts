import { spawn } from 'node:child_process';

/**
 * Starts a program that outlives the app (an installer): detached, no inherited stdio, not
 * waited for. Resolves once it has started; rejects when it cannot (missing, not executable).
 */
export function spawnDetached(file: string, args: readonly string[] = []): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(file, args, { detached: true, stdio: 'ignore' });
    child.once('error', reject);
    child.once('spawn', () => {
      child.unref();
      resolvePromise();
    });
  });
}

import {
  MemoryStore,
  type ClientRateLimitInfo,
  type IncrementResponse,
  type Options,
  type Store,
} from 'express-rate-limit';
import { RedisStore, type RedisReply } from 'rate-limit-redis';
import type { RedisLink } from './redis-link';

/**
 * An express-rate-limit store that counts in Redis (rate-limit-redis) while the link is up, and
 * in this replica's memory (the library's MemoryStore) otherwise: a limit is shared when it can
 * be, and never lost. `use` names the counter in the fallback metrics.
 *
 * rate-limit-redis loads its scripts once, in `init`; if Redis was down then, every later call
 * would fail with that first error. So the scripts are loaded again on each (re)connection.
 */
export class SharedCounterStore implements Store {
  readonly prefix: string;
  readonly localKeys = false;
  private readonly shared: RedisStore;
  private readonly local = new MemoryStore();
  private options: Options | undefined;

  constructor(
    private readonly link: RedisLink,
    private readonly use: string,
    prefix: string,
  ) {
    this.prefix = prefix;
    this.shared = new RedisStore({
      prefix,
      // Sent through the link, so each command is bounded in time and counted as a fallback.
      sendCommand: (command: string, ...args: string[]) =>
        link.run(use, (client) => client.call(command, ...args) as Promise<RedisReply>),
    });
  }

  init(options: Options): void {
    this.options = options;
    this.local.init(options);
    this.link.onReady(() => {
      // A failed load leaves the store failing until the next connection: serve from memory.
      this.shared.init(options).catch(() => undefined);
    });
  }

  async increment(key: string): Promise<IncrementResponse> {
    return this.either(
      () => this.shared.increment(key),
      () => this.local.increment(key),
    );
  }

  async decrement(key: string): Promise<void> {
    await this.either(
      () => this.shared.decrement(key),
      () => this.local.decrement(key),
    );
  }

  async resetKey(key: string): Promise<void> {
    await this.either(
      () => this.shared.resetKey(key),
      () => this.local.resetKey(key),
    );
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    return this.either(
      () => this.shared.get(key),
      () => this.local.get(key),
    );
  }

  shutdown(): void {
    this.local.shutdown();
  }

  private async either<T>(shared: () => Promise<T>, local: () => T | Promise<T>): Promise<T> {
    if (this.options === undefined || !this.link.isUp()) return local();
    try {
      return await shared();
    } catch {
      return local();
    }
  }
}

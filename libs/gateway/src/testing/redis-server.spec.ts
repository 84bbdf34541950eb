import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import {
  pingRedis,
  redisCommand,
  startRedisServer,
  type RedisServer,
} from './redis-server.spec-harness';

/** True while a process with this id exists (signal 0 only checks). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('startRedisServer', () => {
  let redis: RedisServer;

  beforeAll(async () => {
    redis = await startRedisServer();
  });
  afterAll(() => redis.stop());

  it('answers on the loopback port its URL names', async () => {
    expect(redis.url).toBe(`redis://127.0.0.1:${redis.port}`);
    expect(alive(redis.pid)).toBe(true);
    expect(await redisCommand(redis.port, 'PING')).toBe('PONG');
    expect(await redisCommand(redis.port, 'SET', 'greeting', 'nǐ hǎo')).toBe('OK');
    expect(await redisCommand(redis.port, 'GET', 'greeting')).toBe('nǐ hǎo');
    expect(await redisCommand(redis.port, 'GET', 'nothing')).toBeNull();
    expect(await redisCommand(redis.port, 'INCR', 'count')).toBe(1);
    expect(await redisCommand(redis.port, 'NOSUCHCOMMAND')).toBeInstanceOf(Error);
  });

  it('keeps nothing on disk', async () => {
    expect(await redisCommand(redis.port, 'CONFIG', 'GET', 'save')).toEqual(['save', '']);
    expect(await redisCommand(redis.port, 'CONFIG', 'GET', 'appendonly')).toEqual([
      'appendonly',
      'no',
    ]);
    expect(await redisCommand(redis.port, 'CONFIG', 'GET', 'bind')).toEqual(['bind', '127.0.0.1']);
  });

  it('refuses connections after a crash and comes back empty on the same port', async () => {
    await redisCommand(redis.port, 'SET', 'kept', 'no');
    const crashed = redis.pid;
    await redis.kill();
    expect(alive(crashed)).toBe(false);
    await expect(redisCommand(redis.port, 'PING')).rejects.toMatchObject({
      code: 'ECONNREFUSED',
    });
    expect(await pingRedis(redis.port)).toBe(false);
    await redis.kill(); // nothing left to kill

    await redis.start();
    expect(redis.pid).not.toBe(crashed);
    expect(redis.url).toBe(`redis://127.0.0.1:${redis.port}`);
    expect(await redisCommand(redis.port, 'PING')).toBe('PONG');
    expect(await redisCommand(redis.port, 'GET', 'kept')).toBeNull();
    await expect(redis.start()).rejects.toThrow('already running');
  });
});

describe('a Redis server that ends', () => {
  it('ends the process, removes its folder, and may be called again', async () => {
    const redis = await startRedisServer();
    const dir = await redisCommand(redis.port, 'CONFIG', 'GET', 'dir');
    const folder = Array.isArray(dir) ? String(dir[1]) : '';
    expect(existsSync(folder)).toBe(true);
    const pid = redis.pid;
    await redis.stop();
    expect(alive(pid)).toBe(false);
    expect(existsSync(folder)).toBe(false);
    await expect(redisCommand(redis.port, 'PING')).rejects.toMatchObject({
      code: 'ECONNREFUSED',
    });
    await redis.stop();
    await expect(redis.start()).rejects.toThrow('stopped for good');
  });

  it('fails with the output tail when Redis cannot come back on its port', async () => {
    const redis = await startRedisServer();
    await redis.kill();
    const squatter = createServer((socket) => socket.destroy());
    await new Promise<void>((resolve) => squatter.listen(redis.port, '127.0.0.1', resolve));
    try {
      await expect(redis.start()).rejects.toThrow(
        new RegExp(`127\\.0\\.0\\.1:${redis.port} ended before it answered PING[^]*in use`),
      );
    } finally {
      await new Promise((resolve) => squatter.close(resolve));
    }
    await redis.start();
    expect(await redisCommand(redis.port, 'PING')).toBe('PONG');
    await redis.stop();
  });

  it('fails, killing the process, when Redis is not ready in time', async () => {
    await expect(startRedisServer({ readyTimeoutMs: 0 })).rejects.toThrow(
      'did not answer PING within 0 ms',
    );
  });
});

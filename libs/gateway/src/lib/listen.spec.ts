import express from 'express';
import { listen, listenOnAvailablePort } from './listen';

describe('listen', () => {
  it('reports the bound port and rejects a port already in use', async () => {
    const first = await listen(express(), 0, '127.0.0.1');
    try {
      expect(first.port).toBeGreaterThan(0);
      await expect(listen(express(), first.port, '127.0.0.1')).rejects.toThrow(/EADDRINUSE/);
    } finally {
      await first.close(100);
    }
  });

  it('lets an in-flight request finish, then closes within the grace period', async () => {
    const app = express();
    app.get('/slow', (_req, res) => setTimeout(() => res.send('done'), 150));
    const gateway = await listen(app, 0, '127.0.0.1');
    const pending = fetch(`http://127.0.0.1:${gateway.port}/slow`).then((r) => r.text());
    await new Promise((resolve) => setTimeout(resolve, 30));
    await gateway.close(5000);
    await expect(pending).resolves.toBe('done');
  });

  it('cuts connections still open when the grace period ends', async () => {
    const app = express();
    app.get('/hang', () => undefined);
    const gateway = await listen(app, 0, '127.0.0.1');
    const pending = fetch(`http://127.0.0.1:${gateway.port}/hang`).catch(
      (error: Error) => error.message,
    );
    await new Promise((resolve) => setTimeout(resolve, 30));
    await gateway.close(50);
    await expect(pending).resolves.toBe('fetch failed');
  });
});

describe('listenOnAvailablePort', () => {
  it('takes the next free port when the preferred one is taken', async () => {
    const taken = await listen(express(), 0, '127.0.0.1');
    try {
      const next = await listenOnAvailablePort(express(), taken.port, '127.0.0.1');
      try {
        expect(next.port).toBeGreaterThan(taken.port);
        expect(next.port).toBeLessThan(taken.port + 20);
      } finally {
        await next.close(100);
      }
    } finally {
      await taken.close(100);
    }
  });

  it('gives up after the allowed attempts with the address-in-use error', async () => {
    const taken = await listen(express(), 0, '127.0.0.1');
    try {
      await expect(listenOnAvailablePort(express(), taken.port, '127.0.0.1', 1)).rejects.toThrow(
        /EADDRINUSE/,
      );
    } finally {
      await taken.close(100);
    }
  });
});

import express from 'express';
import { Agent, get, type IncomingMessage } from 'node:http';
import { connect, type Socket } from 'node:net';
import { listen, listenOnAvailablePort } from './listen';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A GET through `agent`, resolved with the whole answer. */
function getText(url: string, agent: Agent): Promise<{ res: IncomingMessage; body: string }> {
  return new Promise((resolve, reject) => {
    get(url, { agent }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ res, body }));
    }).on('error', reject);
  });
}

/** The next whole answer (head and `Content-Length` body) a raw client socket receives. */
function nextAnswer(socket: Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    const onData = (chunk: Buffer) => {
      text += chunk.toString('latin1');
      const headEnd = text.indexOf('\r\n\r\n');
      const length = /\r\ncontent-length: *(\d+)/i.exec(text)?.[1];
      if (headEnd < 0 || length === undefined || text.length < headEnd + 4 + Number(length)) return;
      socket.off('data', onData);
      socket.off('error', reject);
      resolve(text);
    };
    socket.on('data', onData);
    socket.once('error', reject);
  });
}

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

  it('on close, ends the in-flight answer with Connection: close and closes as soon as it is done', async () => {
    const app = express();
    app.get('/slow', (_req, res) => setTimeout(() => res.send('done'), 400));
    app.get('/fast', (_req, res) => res.send('fast'));
    const gateway = await listen(app, 0, '127.0.0.1');
    const base = `http://127.0.0.1:${gateway.port}`;
    const agent = new Agent({ keepAlive: true });
    try {
      // Two kept-alive connections: one stays idle, the other carries a slow request.
      await Promise.all([getText(`${base}/fast`, agent), getText(`${base}/fast`, agent)]);
      const started = Date.now();
      const slow = getText(`${base}/slow`, agent).then((answer) => ({ ...answer, at: Date.now() }));
      await sleep(100);

      const closed = gateway.close(4000).then(() => Date.now());
      const answer = await slow;
      expect(answer.body).toBe('done');
      expect(answer.res.headers.connection).toBe('close');
      // Done once the slow answer is, not when the grace period ends (generous bounds).
      const closedAt = await closed;
      expect(closedAt - answer.at).toBeLessThan(1000);
      expect(closedAt - started).toBeLessThan(2500);
    } finally {
      agent.destroy();
    }
  }, 10_000);

  it('answers a request arriving on a kept-alive connection during shutdown with Connection: close', async () => {
    const app = express();
    app.get('/fast', (_req, res) => res.send('fast'));
    const gateway = await listen(app, 0, '127.0.0.1');
    const raw = connect(gateway.port, '127.0.0.1');
    try {
      raw.write('GET /fast HTTP/1.1\r\nHost: test\r\n\r\n');
      expect(await nextAnswer(raw)).toMatch(/\r\nconnection: keep-alive\r\n/i);
      const ended = new Promise((resolve) => raw.once('close', resolve));
      // The next request has begun (so the connection is not idle) when shutdown starts, and
      // is complete only afterwards.
      raw.write('GET /fast HTTP/1.1\r\nHo');
      await sleep(100);
      const closed = gateway.close(4000);
      const late = nextAnswer(raw);
      raw.write('st: test\r\n\r\n');
      expect(await late).toMatch(/\r\nconnection: close\r\n/i);
      await ended;
      await closed;
    } finally {
      raw.destroy();
    }
  }, 10_000);

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

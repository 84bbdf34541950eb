import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createSimServer } from './sim-server';

describe('createSimServer', () => {
  let server: Server;
  let base: string;

  beforeAll(async () => {
    server = createSimServer({ seed: 99 }).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('reports itself and its seed on the control route', async () => {
    const response = await fetch(`${base}/__sim/health`);
    expect(await response.json()).toEqual({ ok: true, simulator: 'ncm-sim', seed: 99 });
  });

  it('answers unknown routes with a JSON 404', async () => {
    const response = await fetch(`${base}/no/such/route`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: 404, data: null, msg: 'Not Found' });
  });
});

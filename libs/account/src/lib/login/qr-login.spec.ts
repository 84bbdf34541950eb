import type { QrCheck } from '@cadenza/api-client';
import { platformTimers } from '@cadenza/ports';
import {
  QR_POLL_INTERVAL_MS,
  startQrLogin,
  type QrLoginPorts,
  type QrLoginState,
} from './qr-login';

const check = (status: QrCheck['status'], nickname: string | null = null): QrCheck => ({
  status,
  cookie: '',
  nickname,
  avatarUrl: nickname ? 'http://img.test/a.jpg' : null,
});

/** Ports whose answers a test queues; every call is counted. */
function fakePorts() {
  const checks: Array<QrCheck | Error> = [];
  let codes = 0;
  const ports = {
    timers: platformTimers(),
    newCode: jest.fn(async () => {
      codes += 1;
      return { key: `key-${codes}`, qrimg: `data:image/png;base64,${codes}` };
    }),
    check: jest.fn(async () => {
      const next = checks.shift() ?? check('waiting');
      if (next instanceof Error) throw next;
      return next;
    }),
    finish: jest.fn(async () => undefined),
  } satisfies QrLoginPorts;
  return { ports, checks };
}

/** Lets the promise callbacks queued so far run (the ports answer at once). */
async function settle() {
  for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
}

async function tick(ms = QR_POLL_INTERVAL_MS) {
  jest.advanceTimersByTime(ms);
  await settle();
}

describe('startQrLogin', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('loads a code, then asks its status every 3 s: waiting, scanned (by whom), authorised', async () => {
    const { ports, checks } = fakePorts();
    const states: QrLoginState[] = [];
    checks.push(check('waiting'), check('scanned', 'Ann'), check('authorised'));
    startQrLogin(ports, (state) => states.push(state));
    expect(states).toEqual([{ phase: 'loading' }]);
    await settle();
    expect(states.at(-1)).toEqual({ phase: 'waiting', qrimg: 'data:image/png;base64,1' });

    await tick(QR_POLL_INTERVAL_MS - 1);
    expect(ports.check).not.toHaveBeenCalled();
    await tick(1);
    expect(ports.check).toHaveBeenCalledWith('key-1');
    expect(states.at(-1)?.phase).toBe('waiting');

    await tick();
    expect(states.at(-1)).toEqual({
      phase: 'scanned',
      qrimg: 'data:image/png;base64,1',
      nickname: 'Ann',
      avatarUrl: 'http://img.test/a.jpg',
    });

    await tick();
    expect(states.at(-1)).toEqual({ phase: 'authorised' });
    expect(ports.finish).toHaveBeenCalledTimes(1);
    // Done: nothing is asked any more.
    await tick(QR_POLL_INTERVAL_MS * 5);
    expect(ports.check).toHaveBeenCalledTimes(3);
  });

  it('stops at an expired code; refresh gets a new code and polls that one', async () => {
    const { ports, checks } = fakePorts();
    let state: QrLoginState = { phase: 'loading' };
    checks.push(check('expired'));
    const login = startQrLogin(ports, (next) => (state = next));
    await settle();
    await tick();
    expect(state).toEqual({ phase: 'expired', qrimg: 'data:image/png;base64,1' });
    await tick(QR_POLL_INTERVAL_MS * 4);
    expect(ports.check).toHaveBeenCalledTimes(1);

    login.refresh();
    await settle();
    expect(state).toEqual({ phase: 'waiting', qrimg: 'data:image/png;base64,2' });
    await tick();
    expect(ports.check).toHaveBeenLastCalledWith('key-2');
  });

  it('stop ends the polling, and an answer still on its way changes nothing', async () => {
    const { ports } = fakePorts();
    const states: QrLoginState[] = [];
    let answer: (value: QrCheck) => void = () => undefined;
    ports.check.mockImplementationOnce(() => new Promise<QrCheck>((resolve) => (answer = resolve)));
    const login = startQrLogin(ports, (state) => states.push(state));
    await settle();
    await tick();
    expect(ports.check).toHaveBeenCalledTimes(1);
    login.stop();
    answer(check('scanned', 'Ann'));
    await settle();
    await tick(QR_POLL_INTERVAL_MS * 5);
    expect(ports.check).toHaveBeenCalledTimes(1);
    expect(states.map((state) => state.phase)).toEqual(['loading', 'waiting']);
  });

  it('a code that cannot load says so, and retry loads one', async () => {
    const { ports } = fakePorts();
    let state: QrLoginState = { phase: 'loading' };
    ports.newCode.mockRejectedValueOnce(new Error('offline'));
    const login = startQrLogin(ports, (next) => (state = next));
    await settle();
    expect(state).toEqual({ phase: 'failed', failure: 'load', qrimg: null });
    await tick(QR_POLL_INTERVAL_MS * 3);
    expect(ports.check).not.toHaveBeenCalled();

    login.retry();
    await settle();
    expect(state.phase).toBe('waiting');
  });

  it('a failed check stops polling; retry asks about the same code again', async () => {
    const { ports, checks } = fakePorts();
    let state: QrLoginState = { phase: 'loading' };
    checks.push(new Error('503'), check('scanned', 'Ann'));
    const login = startQrLogin(ports, (next) => (state = next));
    await settle();
    await tick();
    expect(state).toEqual({ phase: 'failed', failure: 'check', qrimg: 'data:image/png;base64,1' });
    await tick(QR_POLL_INTERVAL_MS * 3);
    expect(ports.check).toHaveBeenCalledTimes(1);

    login.retry();
    await settle();
    expect(ports.check).toHaveBeenCalledTimes(2);
    expect(ports.check).toHaveBeenLastCalledWith('key-1');
    expect(state.phase).toBe('scanned');
    expect(ports.newCode).toHaveBeenCalledTimes(1);
  });

  it('an account that does not load after the authorisation says so; retry asks again', async () => {
    const { ports, checks } = fakePorts();
    let state: QrLoginState = { phase: 'loading' };
    checks.push(check('authorised'));
    ports.finish.mockRejectedValueOnce(new Error('500'));
    const login = startQrLogin(ports, (next) => (state = next));
    await settle();
    await tick();
    expect(state).toEqual({ phase: 'failed', failure: 'account', qrimg: null });
    login.retry();
    await settle();
    expect(ports.finish).toHaveBeenCalledTimes(2);
    expect(state).toEqual({ phase: 'authorised' });
  });

  it('checks never overlap: the next is planned only when one has answered', async () => {
    const { ports } = fakePorts();
    ports.check.mockImplementationOnce(() => new Promise<QrCheck>(() => undefined));
    startQrLogin(ports, () => undefined);
    await settle();
    await tick();
    await tick(QR_POLL_INTERVAL_MS * 10);
    expect(ports.check).toHaveBeenCalledTimes(1);
  });
});

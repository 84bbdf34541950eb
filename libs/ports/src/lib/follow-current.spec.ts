import { followCurrent } from './follow-current';

/** A value owned elsewhere: its changes pushed to listeners, its reads answered when told. */
function remoteValue() {
  const listeners = new Set<(value: string) => void>();
  const reads: Array<{ resolve(value: string): void; reject(error: unknown): void }> = [];
  return {
    source: {
      subscribe: (listener: (value: string) => void) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      read: () => new Promise<string>((resolve, reject) => reads.push({ resolve, reject })),
    },
    change: (value: string) => listeners.forEach((listener) => listener(value)),
    answer: (value: string) => reads.shift()?.resolve(value),
    fail: (error: unknown) => reads.shift()?.reject(error),
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('followCurrent', () => {
  it('delivers the value read now, then every change', async () => {
    const remote = remoteValue();
    const seen: string[] = [];
    followCurrent({ ...remote.source, onReadError: jest.fn() }, (value) => seen.push(value));
    remote.answer('now');
    await flush();
    remote.change('later');
    expect(seen).toEqual(['now', 'later']);
  });

  it('drops an answer that arrives after a change: the change is newer', async () => {
    const remote = remoteValue();
    const seen: string[] = [];
    followCurrent({ ...remote.source, onReadError: jest.fn() }, (value) => seen.push(value));
    remote.change('changed');
    remote.answer('stale');
    await flush();
    expect(seen).toEqual(['changed']);
  });

  it('delivers nothing after the unsubscribe, and reports a failed read', async () => {
    const remote = remoteValue();
    const seen: string[] = [];
    const onReadError = jest.fn();
    const stop = followCurrent({ ...remote.source, onReadError }, (value) => seen.push(value));
    stop();
    remote.answer('late');
    remote.change('after');
    await flush();
    expect(seen).toEqual([]);

    followCurrent({ ...remote.source, onReadError }, (value) => seen.push(value));
    remote.fail(new Error('gone'));
    await flush();
    expect(onReadError).toHaveBeenCalledWith(new Error('gone'));
  });
});

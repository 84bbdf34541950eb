import { PLAYER_LIMITS, PLAYER_TIMING } from '../constants/timing';
import { platformTimers } from '@cadenza/ports';
import { AUDIO_NODE_MISSING, waitForAudioNode } from './audio-node';

describe('waitForAudioNode', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('answers at once when the node exists', async () => {
    await expect(waitForAudioNode(() => 'node', platformTimers())).resolves.toBe('node');
  });

  it('asks again every audioNodeRetryMs and answers when the node appears', async () => {
    let calls = 0;
    const found = waitForAudioNode(() => (++calls === 3 ? 'node' : null), platformTimers());
    await jest.advanceTimersByTimeAsync(PLAYER_TIMING.audioNodeRetryMs - 1);
    expect(calls).toBe(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(calls).toBe(2);
    await jest.advanceTimersByTimeAsync(PLAYER_TIMING.audioNodeRetryMs);
    await expect(found).resolves.toBe('node');
    expect(calls).toBe(3);
  });

  it(`gives up after ${PLAYER_LIMITS.audioNodeRetries} retries with the spec's message`, async () => {
    let calls = 0;
    const missing = waitForAudioNode(() => {
      calls += 1;
      return undefined;
    }, platformTimers());
    const outcome = missing.catch((error: unknown) => error);
    await jest.advanceTimersByTimeAsync(
      PLAYER_TIMING.audioNodeRetryMs * PLAYER_LIMITS.audioNodeRetries,
    );
    expect(((await outcome) as Error).message).toBe(AUDIO_NODE_MISSING);
    expect(calls).toBe(1 + PLAYER_LIMITS.audioNodeRetries);
    expect(jest.getTimerCount()).toBe(0);
  });
});

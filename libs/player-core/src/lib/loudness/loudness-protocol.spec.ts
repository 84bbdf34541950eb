import {
  handleLoudnessRequest,
  loudnessTransferList,
  type LoudnessRequest,
} from './loudness-protocol';
import { silence, sine } from './loudness.spec-fixtures';

const RATE = 48_000;

describe('the loudness worker protocol', () => {
  it('answers a request that crossed a thread boundary with its channels transferred', () => {
    const request: LoudnessRequest = {
      id: 'track-42',
      channels: [sine(1000, -23, 5, RATE), sine(1000, -23, 5, RATE)],
      sampleRate: RATE,
    };
    // structuredClone with a transfer list is what postMessage does to the message.
    const received: unknown = structuredClone(request, {
      transfer: loudnessTransferList(request),
    });
    expect(request.channels[0]?.length).toBe(0); // moved, not copied
    const response = structuredClone(handleLoudnessRequest(received));
    expect(response).toEqual({
      id: 'track-42',
      ok: true,
      integratedLufs: expect.closeTo(-23, 1),
      samplePeak: expect.closeTo(10 ** (-23 / 20), 6),
      gainDb: expect.closeTo(9, 1),
      durationSec: 5,
    });
    if (!response.ok) throw new Error('unreachable');
    expect(response.gainDb).toBe(-14 - (response.integratedLufs ?? 0));
  });

  it('answers silence with no loudness and no gain, not with an error', () => {
    expect(
      handleLoudnessRequest({ id: 'quiet', channels: [silence(2, RATE)], sampleRate: RATE }),
    ).toEqual({
      id: 'quiet',
      ok: true,
      integratedLufs: null,
      samplePeak: 0,
      gainDb: null,
      durationSec: 2,
    });
  });

  it.each([
    ['no channels', { id: 'a', channels: [], sampleRate: RATE }, /no channels/],
    [
      'channels of different lengths',
      { id: 'a', channels: [new Float32Array(10), new Float32Array(11)], sampleRate: RATE },
      /same length/,
    ],
    [
      'a channel of doubles',
      { id: 'a', channels: [new Float64Array(10)], sampleRate: RATE },
      /Float32Array/,
    ],
    ['no sample rate', { id: 'a', channels: [new Float32Array(10)] }, /sampleRate/],
    ['a rate too low', { id: 'a', channels: [new Float32Array(10)], sampleRate: 100 }, /100 Hz/],
    [
      'eight channels',
      {
        id: 'a',
        channels: Array.from({ length: 8 }, () => new Float32Array(10)),
        sampleRate: RATE,
      },
      /8 channels/,
    ],
  ])('answers ok: false for %s, keeping the id', (_case, request, error) => {
    const response = handleLoudnessRequest(request);
    expect(response).toEqual({ id: 'a', ok: false, error: expect.stringMatching(error) });
  });

  it.each([
    [null, /not a loudness request/],
    ['measure this', /not a loudness request/],
    [{ channels: [new Float32Array(10)], sampleRate: RATE }, /no string id/],
    [{ id: 7, channels: [new Float32Array(10)], sampleRate: RATE }, /no string id/],
  ])('answers %p with an empty id and ok: false', (message, error) => {
    expect(handleLoudnessRequest(message)).toEqual({
      id: '',
      ok: false,
      error: expect.stringMatching(error),
    });
  });

  it('lists each buffer once: channels that view one buffer are transferred together', () => {
    const interleavedStore = new Float32Array(20);
    const request: LoudnessRequest = {
      id: 'shared',
      channels: [interleavedStore.subarray(0, 10), interleavedStore.subarray(10)],
      sampleRate: RATE,
    };
    expect(loudnessTransferList(request)).toEqual([interleavedStore.buffer]);
  });
});

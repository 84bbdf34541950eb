import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  failure,
  RESOLUTION_MESSAGE_TEXT,
  RESOLUTION_MESSAGES,
  transportFailure,
  VIDEO_SITE_NAME,
} from './resolution-messages';

/** The en-US catalogue of libs/i18n, both parts (read as files: the lib is not a dependency of api-client). */
function enUsCatalogue(): Record<string, unknown> {
  const part = (name: string) =>
    JSON.parse(
      readFileSync(join(__dirname, `../../../../i18n/src/locales/en-US/${name}.json`), 'utf8'),
    ) as Record<string, unknown>;
  return { ...part('frame'), ...part('app') };
}

function lookup(catalogue: Record<string, unknown>, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        typeof node === 'object' && node !== null
          ? (node as Record<string, unknown>)[part]
          : undefined,
      catalogue,
    );
}

describe('RESOLUTION_MESSAGES', () => {
  it('are keys of the en-US catalogue with the spec wording', () => {
    const catalogue = enUsCatalogue();
    for (const key of Object.values(RESOLUTION_MESSAGES)) {
      expect([key, lookup(catalogue, key)]).toEqual([key, RESOLUTION_MESSAGE_TEXT[key]]);
    }
  });

  it('word the spec messages (case aside)', () => {
    const text = Object.values(RESOLUTION_MESSAGE_TEXT).map((message) => message.toLowerCase());
    expect(text).toEqual(
      expect.arrayContaining([
        'music unblock feature disabled',
        '{{site}} videos do not support reparsing',
        'the video detail response format is incorrect',
        'the play-url response format is incorrect',
        'no usable audio address found',
        'no matching video found',
        'no video page info',
        'resolve timeout',
      ]),
    );
    expect(VIDEO_SITE_NAME).toBe('Bilibili');
  });
});

describe('failures', () => {
  it('builds a failure with or without a cause', () => {
    expect(failure('not-found', RESOLUTION_MESSAGES.noAudioUrl)).toEqual({
      ok: false,
      reason: 'not-found',
      message: 'errors.video.noAudioUrl',
    });
    expect(failure('http-status', RESOLUTION_MESSAGES.playFailed, { status: 500 }).cause).toEqual({
      status: 500,
    });
  });

  it('maps a rejected call to timeout or network', () => {
    expect(
      transportFailure({ kind: 'timeout', timeoutMs: 5 }, RESOLUTION_MESSAGES.playFailed).reason,
    ).toBe('timeout');
    expect(
      transportFailure({ kind: 'http', status: 500 }, RESOLUTION_MESSAGES.playFailed).reason,
    ).toBe('network');
    expect(transportFailure(new Error('x'), RESOLUTION_MESSAGES.playFailed).reason).toBe('network');
    expect(transportFailure(null, RESOLUTION_MESSAGES.playFailed).reason).toBe('network');
  });
});

import { gzipSync } from 'node:zlib';
import { decodeAnswer, encodeAnswer, type CachedAnswer } from './cached-answer';

describe('the Redis form of a kept answer', () => {
  const body = Buffer.from(JSON.stringify({ code: 200, name: '晴天' }));
  const answer: CachedAnswer = {
    contentType: 'application/json; charset=utf-8',
    body,
    gzip: gzipSync(body),
    expiresAt: 1_700_000_000_000,
  };

  it('reads back exactly what was written, both bodies byte for byte', () => {
    const read = decodeAnswer(encodeAnswer(answer));
    expect(read).toBeDefined();
    expect(read?.contentType).toBe(answer.contentType);
    expect(read?.expiresAt).toBe(answer.expiresAt);
    expect(read?.body.equals(body)).toBe(true);
    expect(read?.gzip.equals(answer.gzip)).toBe(true);
  });

  it('refuses values it did not write', () => {
    expect(decodeAnswer(Buffer.from('hello'))).toBeUndefined();
    expect(decodeAnswer(Buffer.alloc(0))).toBeUndefined();
    const truncated = encodeAnswer(answer).subarray(0, 20);
    expect(decodeAnswer(truncated)).toBeUndefined();
  });
});

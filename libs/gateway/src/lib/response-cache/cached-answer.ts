/** A NetEase answer kept by the response cache: the JSON as sent, and gzipped once for clients that accept it. */
export interface CachedAnswer {
  contentType: string;
  body: Buffer;
  gzip: Buffer;
  /** Epoch ms after which the answer is not served. */
  expiresAt: number;
}

/** Bytes an answer takes in memory, for the cache's size bound (buffers plus bookkeeping). */
export function answerSize(answer: CachedAnswer, key: string): number {
  return answer.body.length + answer.gzip.length + key.length * 2 + 256;
}

const HEADER_LENGTH_BYTES = 4;

/**
 * An answer as one Redis value: a 4-byte length, a JSON header, then the body and the gzipped
 * body. Binary, so the two bodies are stored as they are sent.
 */
export function encodeAnswer(answer: CachedAnswer): Buffer {
  const header = Buffer.from(
    JSON.stringify({ t: answer.contentType, e: answer.expiresAt, b: answer.body.length }),
  );
  const length = Buffer.allocUnsafe(HEADER_LENGTH_BYTES);
  length.writeUInt32BE(header.length);
  return Buffer.concat([length, header, answer.body, answer.gzip]);
}

/** The answer {@link encodeAnswer} wrote, or undefined for a value it did not write. */
export function decodeAnswer(value: Buffer): CachedAnswer | undefined {
  try {
    const headerEnd = HEADER_LENGTH_BYTES + value.readUInt32BE(0);
    const header = JSON.parse(value.subarray(HEADER_LENGTH_BYTES, headerEnd).toString()) as {
      t?: unknown;
      e?: unknown;
      b?: unknown;
    };
    const { t, e, b } = header;
    if (typeof t !== 'string' || typeof e !== 'number' || typeof b !== 'number') return undefined;
    const bodyEnd = headerEnd + b;
    if (bodyEnd > value.length) return undefined;
    return {
      contentType: t,
      expiresAt: e,
      body: value.subarray(headerEnd, bodyEnd),
      gzip: value.subarray(bodyEnd),
    };
  } catch {
    return undefined;
  }
}

import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';

/** The largest upstream JSON answer the gateway reads whole (a 10,000-track playlist is ~5 MB). */
export const MAX_BUFFERED_ANSWER_BYTES = 64 * 1024 * 1024;

function decoded(response: IncomingMessage): Readable {
  switch (response.headers['content-encoding']) {
    case 'gzip':
      return response.pipe(createGunzip());
    case 'br':
      return response.pipe(createBrotliDecompress());
    case 'deflate':
      return response.pipe(createInflate());
    default:
      return response;
  }
}

/** Reads an upstream answer whole, decompressed; rejects when it exceeds `maxBytes`. */
export function readBody(
  response: IncomingMessage,
  maxBytes = MAX_BUFFERED_ANSWER_BYTES,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stream = decoded(response);
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        stream.destroy();
        reject(Object.assign(new Error('upstream answer too large'), { code: 'ETOOLARGE' }));
        return;
      }
      chunks.push(chunk);
    });
    stream.on('end', () => resolve(Buffer.concat(chunks, size)));
    stream.on('error', reject);
    response.on('error', reject);
  });
}

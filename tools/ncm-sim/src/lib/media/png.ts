import * as zlib from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** PNG's largest allowed dimension (2^31 - 1). */
const MAX_DIMENSION = 0x7fffffff;

let crcTable: Uint32Array | undefined;

/**
 * CRC-32 (ISO-HDLC, as PNG chunks use) computed with a lookup table, for Node versions without
 * `zlib.crc32` (added in Node 20.15 / 22.2).
 */
export function crc32Portable(data: Uint8Array): number {
  const table = (crcTable ??= buildCrcTable());
  let crc = 0xffffffff;
  for (const byte of data) crc = (table[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** CRC-32 of `data` as PNG uses it: `zlib.crc32` when this Node has it, else {@link crc32Portable}. */
export function crc32(data: Uint8Array): number {
  const native: unknown = (zlib as { crc32?: unknown }).crc32;
  return typeof native === 'function'
    ? (native as (d: Uint8Array) => number)(data) >>> 0
    : crc32Portable(data);
}

/**
 * Encodes 8-bit RGBA pixels (row-major, `width * height * 4` bytes) as a PNG: signature, IHDR
 * (colour type 6, no interlace), one zlib-compressed IDAT whose rows each start with filter byte 0,
 * and IEND, every chunk with its CRC-32. Uses nothing but node:zlib.
 *
 * @throws RangeError for non-positive or non-integer dimensions or a pixel buffer of the wrong length.
 */
export function encodePng(width: number, height: number, rgba: Uint8Array): Buffer {
  for (const [name, value] of [
    ['width', width],
    ['height', height],
  ] as const) {
    if (!Number.isInteger(value) || value < 1 || value > MAX_DIMENSION) {
      throw new RangeError(`${name} must be a positive integer, got ${value}`);
    }
  }
  const stride = width * 4;
  if (rgba.length !== stride * height) {
    throw new RangeError(
      `expected ${stride * height} RGBA bytes for ${width}x${height}, got ${rgba.length}`,
    );
  }
  const raw = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    // raw[y * (stride + 1)] stays 0: filter type None.
    raw.set(rgba.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // colour type: truecolour with alpha
  // compression 0, filter method 0, interlace 0 are already zero.
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

function buildCrcTable(): Uint32Array {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
}

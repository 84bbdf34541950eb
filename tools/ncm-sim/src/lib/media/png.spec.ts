import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { findFfmpeg } from './ffmpeg-path';
import { crc32, crc32Portable, encodePng } from './png';

interface Chunk {
  type: string;
  data: Buffer;
  crcOk: boolean;
}

/** Splits a PNG into its chunks, checking each CRC with the table implementation. */
function readChunks(png: Buffer): Chunk[] {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const chunks: Chunk[] = [];
  let offset = 8;
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.subarray(offset + 4, offset + 8).toString('latin1');
    const data = png.subarray(offset + 8, offset + 8 + length);
    const crc = png.readUInt32BE(offset + 8 + length);
    chunks.push({
      type,
      data,
      crcOk: crc === crc32Portable(png.subarray(offset + 4, offset + 8 + length)),
    });
    offset += 12 + length;
  }
  expect(offset).toBe(png.length);
  return chunks;
}

function gradient(width: number, height: number): Uint8Array {
  const rgba = new Uint8Array(width * height * 4);
  for (let i = 0; i < width * height; i++)
    rgba.set([i % 256, (i * 7) % 256, (i * 13) % 256, 255 - (i % 200)], i * 4);
  return rgba;
}

describe('crc32', () => {
  it('computes the standard CRC-32 check value, natively and with the table', () => {
    const check = Buffer.from('123456789', 'latin1');
    expect(crc32Portable(check)).toBe(0xcbf43926);
    expect(crc32(check)).toBe(0xcbf43926);
    expect(crc32Portable(new Uint8Array(0))).toBe(0);
    const random = Uint8Array.from({ length: 1000 }, (_, i) => (i * 131 + 17) % 256);
    expect(crc32(random)).toBe(crc32Portable(random));
  });
});

describe('encodePng', () => {
  it('writes IHDR, IDAT and IEND with valid CRCs and unfiltered rows', () => {
    const [width, height] = [7, 5];
    const rgba = gradient(width, height);
    const chunks = readChunks(encodePng(width, height, rgba));
    expect(chunks.map((chunk) => chunk.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect(chunks.every((chunk) => chunk.crcOk)).toBe(true);

    const ihdr = chunks[0]?.data ?? Buffer.alloc(0);
    expect(ihdr).toHaveLength(13);
    expect([ihdr.readUInt32BE(0), ihdr.readUInt32BE(4)]).toEqual([width, height]);
    expect([...ihdr.subarray(8)]).toEqual([8, 6, 0, 0, 0]);

    const raw = inflateSync(chunks[1]?.data ?? Buffer.alloc(0));
    expect(raw).toHaveLength((width * 4 + 1) * height);
    for (let y = 0; y < height; y++) {
      const row = raw.subarray(y * (width * 4 + 1), (y + 1) * (width * 4 + 1));
      expect(row[0]).toBe(0);
      expect(
        row.subarray(1).equals(Buffer.from(rgba.subarray(y * width * 4, (y + 1) * width * 4))),
      ).toBe(true);
    }
    expect(chunks[2]?.data).toHaveLength(0);
  });

  it('is accepted, pixel for pixel, by an independent decoder (ffmpeg)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'png-'));
    try {
      const [width, height] = [9, 4];
      const rgba = gradient(width, height);
      const file = join(dir, 'image.png');
      writeFileSync(file, encodePng(width, height, rgba));
      const args = [
        '-hide_banner',
        '-loglevel',
        'error',
        '-nostdin',
        '-i',
        file,
        '-f',
        'rawvideo',
        '-pix_fmt',
        'rgba',
        '-',
      ];
      const decoded = spawnSync(findFfmpeg(), args);
      expect(decoded.stderr.toString()).toBe('');
      expect(decoded.status).toBe(0);
      expect(decoded.stdout.equals(Buffer.from(rgba))).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 20_000);

  it('rejects bad dimensions and a pixel buffer of the wrong size', () => {
    expect(() => encodePng(0, 1, new Uint8Array(0))).toThrow(RangeError);
    expect(() => encodePng(1.5, 1, new Uint8Array(6))).toThrow(RangeError);
    expect(() => encodePng(2, 2, new Uint8Array(15))).toThrow(/expected 16 RGBA bytes/);
  });
});

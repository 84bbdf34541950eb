/**
 * What an encoded track says about its own encoder delay and padding, read from its bytes: the
 * LAME tag of an MP3's Xing/Info frame, or the edit list of an MP4. A gapless player (and the
 * simulator's specs) decode every sample, then keep `sampleCount` samples from `startSample`.
 */
export interface GaplessTrim {
  /** Decoded samples to drop at the start (encoder delay, plus the MP3 decoder's own). */
  startSample: number;
  /** Samples to keep: the track's real length. */
  sampleCount: number;
}

/**
 * The delay an MP3 decoder adds to LAME's encoder delay (528 + 1 samples): the convention of the
 * LAME tag, which mpg123 and ffmpeg follow.
 */
export const MP3_DECODER_DELAY = 529;
const MP3_FRAME_SAMPLES = 1152;

/**
 * The trim of an MP3 from its LAME tag: the Xing/Info frame's frame count and the tag's 12-bit
 * encoder delay and padding. `startSample` counts from the first sample a decoder outputs for the
 * first audio frame (the Info frame itself decodes to nothing).
 *
 * @throws Error when the file has no Xing/Info frame with a frame count and a LAME tag.
 */
export function mp3GaplessTrim(data: Uint8Array): GaplessTrim {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const first = firstFrameOffset(data);
  const window = data.subarray(first, first + 200);
  const text = String.fromCharCode(...window);
  const tag = Math.max(text.indexOf('Xing'), text.indexOf('Info'));
  if (tag < 0) throw new Error('no Xing/Info frame: the MP3 carries no gapless information');
  const at = first + tag;
  const flags = view.getUint32(at + 4);
  if ((flags & 1) === 0) throw new Error('the Xing/Info frame has no frame count');
  const frames = view.getUint32(at + 8);
  // The LAME extension follows the Xing fields present: frames, bytes, TOC, quality.
  const lame =
    at +
    8 +
    (flags & 1 ? 4 : 0) +
    (flags & 2 ? 4 : 0) +
    (flags & 4 ? 100 : 0) +
    (flags & 8 ? 4 : 0);
  if (lame + 24 > data.length) throw new Error('the Xing/Info frame has no LAME tag');
  const packed = (view.getUint16(lame + 21) << 8) | view.getUint8(lame + 23);
  const delay = packed >>> 12;
  const padding = packed & 0xfff;
  return {
    startSample: delay + MP3_DECODER_DELAY,
    sampleCount: frames * MP3_FRAME_SAMPLES - delay - padding,
  };
}

/** Offset of the first MPEG frame: past an ID3v2 tag when there is one. */
function firstFrameOffset(data: Uint8Array): number {
  if (data[0] !== 0x49 || data[1] !== 0x44 || data[2] !== 0x33) return 0; // "ID3"
  const size = [6, 7, 8, 9].reduce((sum, i) => (sum << 7) | ((data[i] ?? 0) & 0x7f), 0);
  return 10 + size + ((data[5] ?? 0) & 0x10 ? 10 : 0);
}

/**
 * The trim of an MP4 (AAC) from its first track's edit list: `media_time` (in the media's
 * timescale) is the priming to skip, `segment_duration` (in the movie's) the length to keep, both
 * converted to samples at `sampleRate`.
 *
 * @throws Error when the file has no `moov/trak/edts/elst` with one entry, or no `mvhd`/`mdhd`.
 */
export function mp4GaplessTrim(data: Uint8Array, sampleRate: number): GaplessTrim {
  const moov = childBox(data, 'moov');
  const trak = childBox(moov, 'trak');
  const elst = childBox(childBox(trak, 'edts'), 'elst');
  const view = (box: Uint8Array) => new DataView(box.buffer, box.byteOffset, box.byteLength);
  const timescaleOf = (box: Uint8Array) => view(box).getUint32(box[0] === 1 ? 20 : 12);
  const movieScale = timescaleOf(childBox(moov, 'mvhd'));
  const mediaScale = timescaleOf(childBox(childBox(trak, 'mdia'), 'mdhd'));
  const list = view(elst);
  if (list.getUint32(4) < 1) throw new Error('the edit list is empty');
  const wide = elst[0] === 1;
  const segment = wide ? Number(list.getBigUint64(8)) : list.getUint32(8);
  const mediaTime = wide ? Number(list.getBigInt64(16)) : list.getInt32(12);
  return {
    startSample: Math.round((mediaTime * sampleRate) / mediaScale),
    sampleCount: Math.round((segment * sampleRate) / movieScale),
  };
}

/** The payload of the first box of `type` directly inside `data`. */
function childBox(data: Uint8Array, type: string): Uint8Array {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  for (let offset = 0; offset + 8 <= data.length;) {
    let size = view.getUint32(offset);
    let header = 8;
    if (size === 1) {
      size = Number(view.getBigUint64(offset + 8));
      header = 16;
    } else if (size === 0) {
      size = data.length - offset;
    }
    if (size < header || offset + size > data.length) break;
    if (String.fromCharCode(...data.subarray(offset + 4, offset + 8)) === type) {
      return data.subarray(offset + header, offset + size);
    }
    offset += size;
  }
  throw new Error(`no ${type} box`);
}

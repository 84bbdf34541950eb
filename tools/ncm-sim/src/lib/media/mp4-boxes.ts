/**
 * The top-level box types of an MP4/M4A file, in order (e.g. `['ftyp', 'moov', 'mdat']`): enough to
 * check that an encoder wrote a faststart file, whose index (`moov`) precedes the media (`mdat`).
 *
 * @throws RangeError when a box size runs past the end of the data.
 */
export function topLevelBoxes(data: Uint8Array): string[] {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const types: string[] = [];
  let offset = 0;
  while (offset + 8 <= data.length) {
    let size = view.getUint32(offset);
    const type = String.fromCharCode(...data.subarray(offset + 4, offset + 8));
    if (size === 1) {
      if (offset + 16 > data.length) throw new RangeError(`truncated 64-bit size of box ${type}`);
      size = Number(view.getBigUint64(offset + 8));
    } else if (size === 0) {
      size = data.length - offset; // the box runs to the end of the file
    }
    if (size < 8 || offset + size > data.length) {
      throw new RangeError(`box ${type} at ${offset} has an impossible size ${size}`);
    }
    types.push(type);
    offset += size;
  }
  return types;
}

import { topLevelBoxes } from './mp4-boxes';

function box(type: string, payload = 0): Buffer {
  const out = Buffer.alloc(8 + payload);
  out.writeUInt32BE(8 + payload, 0);
  out.write(type, 4, 'latin1');
  return out;
}

describe('topLevelBoxes', () => {
  it('lists the boxes in order', () => {
    expect(
      topLevelBoxes(Buffer.concat([box('ftyp', 12), box('moov', 3), box('mdat', 20)])),
    ).toEqual(['ftyp', 'moov', 'mdat']);
  });

  it('reads 64-bit sizes and a last box that runs to the end', () => {
    const large = Buffer.alloc(20);
    large.writeUInt32BE(1, 0);
    large.write('mdat', 4, 'latin1');
    large.writeBigUInt64BE(20n, 8);
    const open = box('free', 4);
    open.writeUInt32BE(0, 0);
    expect(topLevelBoxes(Buffer.concat([box('ftyp'), large, open]))).toEqual([
      'ftyp',
      'mdat',
      'free',
    ]);
  });

  it('rejects a box that overruns the data', () => {
    const truncated = box('moov', 8).subarray(0, 12);
    expect(() => topLevelBoxes(truncated)).toThrow(RangeError);
  });
});

import { parseContentRange } from './content-range';

describe('the Content-Range of a 206', () => {
  it.each([
    ['bytes 1000-4999/5000', { start: 1000, end: 4999, total: 5000 }],
    ['bytes 0-0/1', { start: 0, end: 0, total: 1 }],
    ['Bytes  10-19/*', { start: 10, end: 19, total: null }],
  ])('reads %p', (header, range) => {
    expect(parseContentRange(header)).toEqual(range);
  });

  it.each([
    [null],
    [''],
    ['bytes */5000'],
    ['bytes 10-5/5000'],
    ['bytes 0-5000/5000'],
    ['bytes 1000-/5000'],
    ['items 0-9/10'],
    ['bytes 0-99999999999999999999/100000000000000000000'],
  ])('finds no placeable range in %p', (header) => {
    expect(parseContentRange(header)).toBeNull();
  });
});

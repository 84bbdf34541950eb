import { mvAllDtoSchema, mvUrlDtoSchema } from '@cadenza/contract';
import { mvFrom, mvPageFrom, mvUrlFrom } from './mv.normalize';

const CARD = { id: 504177, name: '晴天', cover: 'http://x/mv.jpg', playCount: 10 };

describe('MV normalizers', () => {
  it('reads a page of MVs; a full page means more may follow', () => {
    const dto = mvAllDtoSchema.parse({
      code: 200,
      data: [{ ...CARD, artistName: '周杰伦', duration: 1000 }, CARD],
    });
    const page = mvPageFrom(dto, 2);
    expect(page.hasMore).toBe(true);
    expect(page.mvs).toEqual([
      { ...CARD, artistName: '周杰伦', durationMs: 1000 },
      { ...CARD, artistName: '', durationMs: null },
    ]);
    expect(mvPageFrom(dto, 42).hasMore).toBe(false);
  });

  it('prefers the artists list to artistName', () => {
    expect(mvFrom({ ...CARD, artistName: 'x', artists: [{ id: 1, name: 'A' }] }).artistName).toBe(
      'A',
    );
  });

  it('reads the video address; an empty one counts as none', () => {
    const ok = mvUrlDtoSchema.parse({ code: 200, data: { id: 1, url: 'http://x/1.mp4', r: 1080 } });
    expect(mvUrlFrom(ok)).toEqual({ id: 1, url: 'http://x/1.mp4' });
    const none = mvUrlDtoSchema.parse({ code: 200, data: { id: 1, url: '' } });
    expect(mvUrlFrom(none).url).toBeNull();
  });
});

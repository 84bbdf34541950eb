import { useBehaviourSim } from '../testing/behaviour-harness';

// Contract §3.10: `/mv/all` with NCM-A's three tags — area (地区), type (类型), order (排序).

interface MvAll {
  code: number;
  hasMore: boolean;
  data: { id: number; playCount: number }[];
}

describe('/mv/all filters (contract §3.10)', () => {
  const h = useBehaviourSim();
  const all = async (query: Record<string, string | number> = {}) =>
    (await h.get<MvAll>('/mv/all', { limit: 42, offset: 0, ...query })).body.data;
  const ids = (mvs: { id: number }[]) => mvs.map((mv) => mv.id);

  it('filters by area and by type, together or alone; 全部 and empty mean every one', async () => {
    const { mvs } = h.world.catalogue;
    const everyone = ids(await all());
    expect(everyone).toHaveLength(mvs.length);
    expect(ids(await all({ area: '全部', type: '全部' })).sort()).toEqual([...everyone].sort());

    const live = mvs.filter((mv) => mv.type === '现场版');
    expect(live.length).toBeGreaterThan(0);
    expect(ids(await all({ type: '现场版' })).sort()).toEqual(ids(live).sort());

    const [first] = live;
    if (!first) throw new Error('no live MV');
    const both = await all({ area: first.area, type: '现场版' });
    expect(ids(both)).toContain(first.id);
    for (const id of ids(both)) {
      const mv = mvs.find((candidate) => candidate.id === id);
      expect([mv?.area, mv?.type]).toEqual([first.area, '现场版']);
    }
  });

  it('orders by rise (the default), by plays (最热) or newest first (最新)', async () => {
    const byId = new Map(h.world.catalogue.mvs.map((mv) => [mv.id, mv]));
    const rises = (await all()).map((mv) => byId.get(mv.id)?.rise ?? -1);
    expect(rises).toEqual([...rises].sort((a, b) => b - a));
    expect(ids(await all({ order: '上升最快' }))).toEqual(ids(await all()));

    const plays = (await all({ order: '最热' })).map((mv) => mv.playCount);
    expect(plays).toEqual([...plays].sort((a, b) => b - a));
    const newest = ids(await all({ order: '最新' }));
    expect(newest).toEqual([...newest].sort((a, b) => b - a));
    expect(newest).not.toEqual(ids(await all()));
  });
});

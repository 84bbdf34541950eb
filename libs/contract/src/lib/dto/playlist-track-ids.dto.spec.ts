import { z } from 'zod/mini';
import { playlistTrackIdDtoSchema, playlistTrackIdsDtoSchema } from './playlist.dto';

// The checked loop must answer exactly as zod's array of entries does: the same data (unknown
// keys dropped, optional keys kept as sent) and, for drift, the same issues.
const zodEntries = z.array(playlistTrackIdDtoSchema);

const issuesOf = (schema: z.ZodMiniType, raw: unknown) => {
  const parsed = schema.safeParse(raw);
  return parsed.success
    ? null
    : parsed.error.issues.map(({ code, path, message }) => ({ code, path, message }));
};

describe('playlistTrackIdsDtoSchema', () => {
  it.each([
    [[]],
    [[{ id: 1 }]],
    [[{ id: 5000000, v: 12, t: 0, at: 1735689600000, alg: null, uid: 1003, rcmdReason: '' }]],
    [[{ id: 1, v: undefined, at: 1.5 }, { id: 2, uid: 7 }]],
    [[{ id: -0 }, { id: Number.MAX_SAFE_INTEGER }]],
  ])('gives the data zod gives for %j', (raw) => {
    const data = playlistTrackIdsDtoSchema.parse(raw);
    expect(data).toStrictEqual(zodEntries.parse(raw));
    for (const [index, entry] of data.entries()) {
      expect(Object.keys(entry)).toEqual(Object.keys(zodEntries.parse(raw)[index] ?? {}));
    }
  });

  it.each([
    ['not an array', { id: 1 }],
    ['a string id', [{ id: 1 }, { id: '2' }]],
    ['a float id', [{ id: 1.5 }]],
    ['an unsafe id', [{ id: 2 ** 60 }]],
    ['a bare number', [186016, 185811]],
    ['null', [null]],
    ['an array entry', [[1]]],
    ['a string v', [{ id: 1, v: '1' }]],
    ['an infinite at', [{ id: 1, at: Infinity }]],
    ['a string at', [{ id: 1, at: '2024' }]],
    ['a float uid', [{ id: 1, uid: 0.5 }]],
    ['several bad entries', [{ id: 'a' }, { id: 2 }, { v: 1 }]],
  ])('rejects %s with zod’s own issues', (_name, raw) => {
    const issues = issuesOf(playlistTrackIdsDtoSchema, raw);
    expect(issues).not.toBeNull();
    expect(issues).toEqual(issuesOf(zodEntries, raw));
  });

  it('checks every one of 10,000 entries', () => {
    const entries = Array.from({ length: 10_000 }, (_, i) => ({ id: 5_000_000 + i, v: 1 }));
    expect(playlistTrackIdsDtoSchema.parse(entries)).toHaveLength(10_000);
    const drifted = entries.map((entry, i) => (i === 9_999 ? { ...entry, id: 'x' } : entry));
    expect(issuesOf(playlistTrackIdsDtoSchema, drifted)?.[0]?.path).toEqual([9_999, 'id']);
  });
});

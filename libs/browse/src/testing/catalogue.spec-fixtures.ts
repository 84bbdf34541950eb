// Test-only: songs and cards of a fake catalogue, in the wire shapes of the contract.
import { SHAPE_A_TRIMMED, SHAPE_B_SAMPLE } from '@cadenza/contract/testing';

/** A song of the fake catalogue, in Shape A (lists, daily picks) and Shape B (new songs). */
export interface FakeSong {
  id: number;
  name: string;
}

/** `count` songs named `${prefix} 1…count`, ids from `firstId`. */
export function fakeSongs(prefix: string, count: number, firstId: number): FakeSong[] {
  return Array.from({ length: count }, (_, index) => ({
    id: firstId + index,
    name: `${prefix} ${index + 1}`,
  }));
}

/** A Shape A track (`/playlist/detail` tracks, `/recommend/songs`). */
export function shapeA({ id, name }: FakeSong) {
  return { ...SHAPE_A_TRIMMED, id, name, ar: [{ id: 7, name: 'Ann' }] };
}

/** A Shape B song (`/personalized/newsong` items' `song`, `/top/song`). */
export function shapeB({ id, name }: FakeSong) {
  return { ...SHAPE_B_SAMPLE, id, name };
}

/** A playlist card of `/top/playlist`, `/toplist`. */
export function playlistCard(id: number, name: string, extra: Record<string, unknown> = {}) {
  return { id, name, coverImgUrl: `http://img.test/${id}.jpg`, playCount: 123_456, ...extra };
}

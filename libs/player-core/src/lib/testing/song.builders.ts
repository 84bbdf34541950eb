import type { CopyrightFields } from '../machine/copyright';

/** A song as the catalogue sends it, with just the fields the player-core rules read. */
export interface SongFixture extends CopyrightFields {
  id: number;
  name: string;
}

let nextId = 1000;

/** A playable song; override fields to build the case under test. */
export function buildSong(overrides: Partial<SongFixture> = {}): SongFixture {
  const id = overrides.id ?? nextId++;
  return { id, name: `Song ${id}`, ar: [{ id: 1 }], privilege: { st: 0 }, ...overrides };
}

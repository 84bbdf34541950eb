// Test-only: the gateway's `/song/url/v1` answer (upstream contract, song URLs), for the specs
// that play a catalogue song.

/** What a spec changes of the answer's one entry. */
export interface SongUrlOverrides {
  /** The song's file; `null`: no source (by default `https://cdn.test/<id>.mp3`). */
  url?: string | null;
  /** A trial clip's bounds, for a song only a preview of which is free. */
  freeTrialInfo?: { start: number; end: number } | null;
}

/** `/song/url/v1` for the song the call asks (its `id`), a 320 kbps MP3 unless overridden. */
export function songUrlAnswer(call: URL, overrides: SongUrlOverrides = {}) {
  const id = Number(call.searchParams.get('id'));
  return {
    code: 200,
    data: [
      {
        id,
        url: `https://cdn.test/${id}.mp3`,
        br: 320000,
        size: 1,
        code: 200,
        type: 'mp3',
        freeTrialInfo: null,
        ...overrides,
      },
    ],
  };
}

import type { Song } from '@cadenza/api-client';
import type { useT } from '@cadenza/i18n/react';
import { Skeleton } from '@cadenza/ui';

/** A row's key: its song's id, or its place while the song loads (one function: measures kept). */
export const rowKey = (song: Song | undefined, index: number) => song?.id ?? `pending-${index}`;

/** The loaded songs of `rows` (the queue a click plays) and each row's index among them. */
export function loadedSongs(rows: readonly (Song | undefined)[]): {
  queue: readonly Song[];
  queueIndex: readonly number[] | null;
} {
  if (!rows.includes(undefined)) return { queue: rows as readonly Song[], queueIndex: null };
  const queue: Song[] = [];
  const queueIndex = rows.map((song) => (song ? queue.push(song) - 1 : -1));
  return { queue, queueIndex };
}

type Translate = ReturnType<typeof useT>['t'];

/**
 * `t` that keeps each key's text in `language` (calls without options): a row asks for a dozen
 * labels per render, and a fast scroll mounts twenty rows a frame.
 */
export function rememberingT(t: Translate, language: string): Translate {
  const texts = new Map<string, string>();
  const remembering = (key: string, options?: unknown): string => {
    if (options !== undefined) return (t as (k: string, o: unknown) => string)(key, options);
    const kept = `${language}:${key}`;
    let text = texts.get(kept);
    if (text === undefined) {
      text = (t as (k: string) => string)(key);
      texts.set(kept, text);
    }
    return text;
  };
  // The overloads of i18next's TFunction cannot be spelled by a plain function.
  return remembering as unknown as Translate;
}

/** A row whose song is still loading: the shape of a song row, announced as loading. */
export function PendingRow({ label }: { label: string }) {
  return (
    <div className="cz-song-list__pending">
      <Skeleton className="cz-song-list__pending-cover" width={48} height={48} radius="sm" />
      <Skeleton className="cz-song-list__pending-text" lines={2} />
      <span className="cz-visually-hidden">{label}</span>
    </div>
  );
}

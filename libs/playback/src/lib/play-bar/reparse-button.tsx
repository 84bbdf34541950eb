import { readSongSourceOverride, reparseSong } from '@cadenza/api-client';
import { useT } from '@cadenza/i18n/react';
import type { PlayerTrack } from '@cadenza/player-core';
import { useCurrentTrack, usePlayerSend } from '@cadenza/player-core/react';
import { IconButton, Popover } from '@cadenza/ui';
import { MUSIC_SOURCES, type MusicSource } from '@cadenza/settings';
import { RiRefreshLine } from '@remixicon/react';
import { useState } from 'react';
import { toastShown, usePlatform, useAppDispatch } from '@cadenza/app-core';

/**
 * Re-parse (spec §1, §8): resolve the song playing now again with a chosen source. The choice is
 * kept for the song (`song_source_{id}`) and the song reloads from where it was. A video-site
 * item cannot be re-parsed and says so ('Bilibili videos do not support reparsing').
 */
export function ReparseButton() {
  const { t } = useT();
  const track = useCurrentTrack();
  const send = usePlayerSend();
  const dispatch = useAppDispatch();
  const { storage } = usePlatform();
  const [open, setOpen] = useState(false);
  const chosen = track ? readSongSourceOverride(track.id, storage)?.[0] : undefined;

  const choose = (current: PlayerTrack, source: MusicSource) => {
    setOpen(false);
    const outcome = reparseSong(current, source, storage);
    if (!outcome.ok) {
      dispatch(
        toastShown({
          tone: 'error',
          titleKey: outcome.message,
          ...(outcome.params ? { titleParams: outcome.params } : {}),
        }),
      );
      return;
    }
    send({ type: 'reload' });
    dispatch(toastShown({ tone: 'info', titleKey: 'player.reparse.reparsing' }));
  };

  return (
    <Popover
      label={t('player.reparse.title')}
      side="top"
      open={open}
      onOpenChange={setOpen}
      trigger={
        <IconButton
          label={t('player.reparse.title')}
          icon={<RiRefreshLine />}
          disabled={!track}
          data-testid="reparse-button"
        />
      }
    >
      {track ? (
        <div className="cz-reparse">
          <p className="cz-reparse__desc">{t('player.reparse.desc')}</p>
          {chosen ? (
            <p className="cz-reparse__current">
              {t('player.reparse.current', {
                source: t(`settings.musicSources.sources.${chosen}`),
              })}
            </p>
          ) : null}
          <div className="cz-reparse__sources" role="group" aria-label={t('player.reparse.title')}>
            {MUSIC_SOURCES.map((source) => (
              <button
                key={source}
                type="button"
                className="cz-reparse__source"
                aria-pressed={source === chosen}
                onClick={() => choose(track, source)}
              >
                {t(`settings.musicSources.sources.${source}`)}
              </button>
            ))}
          </div>
        </div>
      ) : null}
    </Popover>
  );
}

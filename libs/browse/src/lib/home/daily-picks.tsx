import type { Song } from '@cadenza/api-client';
import { useT } from '@cadenza/i18n/react';
import type { PlayerState } from '@cadenza/player-core';
import { usePlayerSelector, usePlayerSend } from '@cadenza/player-core/react';
import { Button, StateMessage } from '@cadenza/ui';
import { RiPlayFill } from '@remixicon/react';
import { useMemo } from 'react';
import { CoverCard, SongPreview, playFromList } from '@cadenza/songs';
import { DAILY_RECOMMEND_LINK } from '../music-list/music-list-links';
import { DAILY_PREVIEW_COUNT, withoutDisliked } from './home-songs';

const selectDislikes = (state: PlayerState) => state.dislikes;

/**
 * The daily picks without the songs the listener disliked (a song disliked here leaves at
 * once): a card that opens the whole list, "play all", and the first songs as rows.
 */
export function DailyPicks({ songs }: { songs: readonly Song[] }) {
  const { t, language } = useT();
  const send = usePlayerSend();
  const dislikes = usePlayerSelector(selectDislikes);
  const picks = useMemo(() => withoutDisliked(songs, dislikes), [songs, dislikes]);
  const preview = useMemo(() => picks.slice(0, DAILY_PREVIEW_COUNT), [picks]);
  const today = new Intl.DateTimeFormat(language, { month: 'short', day: 'numeric' }).format(
    new Date(),
  );
  if (picks.length === 0) {
    return <StateMessage tone="empty" message={t('home.empty.dailyAllDisliked')} />;
  }
  return (
    <div className="cz-home__daily">
      <div className="cz-home__daily-card">
        <CoverCard
          to={DAILY_RECOMMEND_LINK}
          cover={picks[0]?.picUrl}
          title={t('home.dailyRecommend')}
          badge={today}
          coverSize={160}
        />
        <div className="cz-home__daily-side">
          <p className="cz-home__daily-desc">{t('home.dailyRecommendDesc')}</p>
          <Button
            className="cz-home__play-all"
            onClick={() => {
              const command = playFromList(picks, 0);
              if (command) send(command);
            }}
          >
            <RiPlayFill aria-hidden="true" />
            {t('home.dailyPlayAll')}
          </Button>
        </div>
      </div>
      <SongPreview songs={preview} label={t('home.dailyRecommend')} />
    </div>
  );
}

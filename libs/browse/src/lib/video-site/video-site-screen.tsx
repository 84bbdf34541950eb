import { VIDEO_SITE_NAME, type BilibiliVideo, type Song } from '@cadenza/api-client';
import { bilibiliApi, useGetBilibiliVideoQuery } from '@cadenza/api-client/react';
import { formatDuration } from '@cadenza/i18n';
import { useT } from '@cadenza/i18n/react';
import { usePlayerSend } from '@cadenza/player-core/react';
import { Button, CoverImage, Page, PageSection, Skeleton, StateMessage } from '@cadenza/ui';
import { RiPlayFill, RiUser3Line } from '@remixicon/react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo, type CSSProperties } from 'react';
import { useParams } from 'react-router';
import { useFormatCount, useScrollToTop, playFromList, SongList } from '@cadenza/songs';
import { usePlatform } from '@cadenza/app-core';
import { usePartFailures } from './use-part-failures';
import { usePrefetchHold } from '../use-prefetch-hold';
import { detailErrorKey, partNameOf, videoPartsAsSongs } from './video-parts';
import './video-site.css';

/** The 16:9 cover's drawn size on the desktop page (CSS px). */
const COVER = { width: 384, height: 216 };

/**
 * The video-site audiobook page (`/bilibili/{bvid}`, kept alive): the video's cover, title,
 * uploader and counts, and its parts as song rows. A part plays with all the parts as the queue
 * ("Play all" starts at the first), through the gateway's stream proxy, seekable. A detail answer
 * the site got wrong says so in the spec's words, with a retry; a part the site will not give
 * audio for says why under the header.
 */
export function VideoSiteScreen() {
  const { t } = useT();
  const bvid = useParams()['bvid'] ?? '';
  const detail = useGetBilibiliVideoQuery(bvid === '' ? skipToken : bvid);
  usePrefetchHold(
    bvid === '' || detail.currentData
      ? null
      : bilibiliApi.util.getRunningQueryThunk('getBilibiliVideo', bvid),
  );
  const root = useScrollToTop(bvid);

  if (detail.isLoading || (!detail.data && !detail.isError)) {
    return (
      <Page className="cz-video-site" role="status" aria-label={t('bilibili.loading')} ref={root}>
        <div className="cz-video-site__header" aria-hidden="true">
          <Skeleton className="cz-video-site__cover" height="auto" radius="md" />
          <Skeleton lines={4} />
        </div>
      </Page>
    );
  }
  if (!detail.data) {
    return (
      <Page className="cz-video-site" ref={root}>
        <StateMessage
          tone="error"
          message={t(detailErrorKey(detail.error))}
          actionLabel={t('common.retry')}
          onAction={() => void detail.refetch()}
        />
      </Page>
    );
  }
  return (
    <div ref={root}>
      <VideoPage video={detail.data} />
    </div>
  );
}

function VideoPage({ video }: { video: BilibiliVideo }) {
  const { t } = useT();
  const count = useFormatCount();
  const send = usePlayerSend();
  const { apiBaseUrl } = usePlatform();
  const parts = useMemo(() => videoPartsAsSongs(video, apiBaseUrl), [video, apiBaseUrl]);
  const failures = usePartFailures(useMemo(() => parts.map((part) => part.id), [parts]));
  const playAll = () => {
    const command = playFromList(parts, 0);
    if (command) send(command);
  };
  const cover = parts[0]?.picUrl ?? null;
  const stats = [
    t('bilibili.views', { value: count(video.stat.view) }),
    t('bilibili.danmaku', { value: count(video.stat.danmaku) }),
    t('bilibili.likes', { value: count(video.stat.like) }),
  ];
  return (
    <Page className="cz-video-site">
      <header className="cz-video-site__header">
        <div className="cz-video-site__cover">
          <CoverImage
            width={COVER.width}
            height={COVER.height}
            src={cover}
            alt=""
            radius="md"
            fill
          />
        </div>
        <div className="cz-video-site__info">
          <h2 className="cz-video-site__title" title={video.title}>
            {video.title}
          </h2>
          <p className="cz-video-site__uploader">
            <RiUser3Line aria-hidden="true" />
            {t('bilibili.uploader', { name: video.owner.name })}
          </p>
          <ul className="cz-video-site__stats">
            {stats.map((stat) => (
              <li key={stat}>{stat}</li>
            ))}
            <li>{t('bilibili.duration', { value: formatDuration(video.durationSec * 1000) })}</li>
          </ul>
          {video.desc ? <p className="cz-video-site__desc">{video.desc}</p> : null}
          <div className="cz-video-site__actions">
            <Button onClick={playAll} disabled={parts.length === 0}>
              <RiPlayFill aria-hidden="true" className="cz-video-site__play-icon" />
              {t('bilibili.playAll')}
            </Button>
          </div>
        </div>
      </header>
      <div role="alert" className="cz-video-site__failures">
        {failures.map((failure) => (
          <p key={String(failure.trackId)}>
            {t('bilibili.partFailed', {
              part: partNameOf(parts, failure.trackId) ?? '',
              reason: t(failure.message, { site: VIDEO_SITE_NAME, ...failure.params }),
            })}
          </p>
        ))}
      </div>
      <PartList parts={parts} />
    </Page>
  );
}

function PartList({ parts }: { parts: readonly Song[] }) {
  const { t } = useT();
  const height = { height: `calc(${parts.length} * var(--cz-size-song-row))` } as CSSProperties;
  return (
    <PageSection
      headingId="cz-video-site-parts"
      title={t('bilibili.parts')}
      level={3}
      aside={
        <span className="cz-video-site__part-count">
          {t('bilibili.partCount', { count: parts.length })}
        </span>
      }
    >
      {parts.length === 0 ? (
        <StateMessage tone="empty" message={t('errors.video.noPageInfo')} />
      ) : (
        // Every part is laid out (a video has a few dozen at most): the page scrolls as one.
        <div className="cz-video-site__parts" style={height}>
          <SongList songs={parts} label={t('bilibili.parts')} />
        </div>
      )}
    </PageSection>
  );
}

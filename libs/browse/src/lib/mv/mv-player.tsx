import { useGetMvDetailQuery, useGetMvUrlQuery } from '@cadenza/api-client/react';
import { useT } from '@cadenza/i18n/react';
import { Button, Dialog, Skeleton, StateMessage } from '@cadenza/ui';
import { useRef } from 'react';
import { useMusicHandoff } from './use-music-handoff';

/** Props of {@link MvPlayer}. */
export interface MvPlayerProps {
  mvId: number;
  /** What the opening card already knew, shown until the MV's own detail arrives. */
  known?: { name: string; artistName: string };
  onClose(): void;
}

/**
 * The MV player: a dialog over the MV page with the MV's H.264 stream in a `<video>` (native
 * controls: play, seek, volume, full screen). The music pauses while the MV plays and comes
 * back when the player closes (see `music-handoff.ts`); meanwhile a line says so and offers the
 * music back at once.
 */
export function MvPlayer({ mvId, known, onClose }: MvPlayerProps) {
  const { t } = useT();
  const detail = useGetMvDetailQuery(mvId);
  const name = detail.data?.name ?? known?.name ?? t('mv.title');
  const artist = detail.data?.artistName ?? known?.artistName;
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={name}
      description={artist || undefined}
      closeLabel={t('mv.close')}
      width="lg"
    >
      <MvVideo mvId={mvId} name={name} />
    </Dialog>
  );
}

function MvVideo({ mvId, name }: { mvId: number; name: string }) {
  const { t } = useT();
  const url = useGetMvUrlQuery(mvId);
  const video = useRef<HTMLVideoElement>(null);
  const handoff = useMusicHandoff(video);

  if (url.isLoading) {
    return (
      <div className="cz-mv-player__stage" role="status" aria-label={t('mv.loading')}>
        <Skeleton height="100%" radius="md" />
      </div>
    );
  }
  if (url.isError || !url.data) {
    return (
      <StateMessage
        tone="error"
        message={t('mv.urlFailed')}
        actionLabel={t('common.retry')}
        onAction={() => void url.refetch()}
      />
    );
  }
  if (url.data.url === null) return <StateMessage tone="empty" message={t('mv.unavailable')} />;
  return (
    <div className="cz-mv-player">
      <div className="cz-mv-player__stage">
        <video
          ref={video}
          className="cz-mv-player__video"
          src={url.data.url}
          aria-label={name}
          controls
          autoPlay
          playsInline
          onPlay={handoff.onVideoPlay}
          data-testid="mv-video"
        />
      </div>
      {/* A live region that is always there, so the line is announced when it appears. */}
      <div className="cz-mv-player__handoff" role="status">
        {handoff.musicPaused ? (
          <>
            <span>{t('mv.musicPaused')}</span>
            <Button variant="ghost" onClick={handoff.resumeMusic}>
              {t('mv.resumeMusic')}
            </Button>
          </>
        ) : null}
      </div>
    </div>
  );
}

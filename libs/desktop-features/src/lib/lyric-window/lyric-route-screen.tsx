import { platformTimers } from '@cadenza/ports';
import { useSetting } from '@cadenza/settings/react';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { usePlatform } from '@cadenza/app-core';
import { LyricWindowScreen } from './lyric-window-screen';

/**
 * The /lyric route inside the app (spec §2). The desktop's lyric window loads its own small root
 * (`startLyricWindow`); should the app itself land on /lyric there, it shows the same lyrics with
 * the app's settings. Where there is no lyric window (the web) it sends the listener home.
 */
export function LyricRouteScreen() {
  const { lyricWindowView } = usePlatform();
  const lyric = useSetting('lyric');
  const fontFamily = useSetting('fontFamily');
  const [clock] = useState(() => ({ now: () => Date.now(), timers: platformTimers() }));
  if (!lyricWindowView) return <Navigate to="/" replace />;
  return (
    <LyricWindowScreen view={lyricWindowView} lyric={lyric} fontFamily={fontFamily} clock={clock} />
  );
}

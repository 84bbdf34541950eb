import { Page } from '@cadenza/ui';
import './home.css';
import { selectIsLoggedIn } from '@cadenza/api-client/react';
import { useAppSelector } from '@cadenza/app-core';
import { DailySection } from './daily-section';
import {
  HomeCategories,
  HotArtists,
  NewAlbums,
  RecommendedPlaylists,
  ToplistPreview,
} from './home-card-sections';
import { NewSongs, WeeklyHot } from './home-song-sections';

/**
 * Home (`/`, kept alive, in the mobile layout too): the daily picks when logged in, recommended
 * playlists, the hot categories, this week's hot songs, new albums, hot artists, new songs and
 * the charts. Every section loads, fails (with its own retry) and empties on its own; the page
 * never blanks.
 */
export function HomeScreen() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  return (
    <Page className="cz-home">
      {loggedIn ? <DailySection /> : null}
      <RecommendedPlaylists />
      <HomeCategories />
      <div className="cz-home__columns">
        <WeeklyHot />
        <div className="cz-home__column">
          <NewAlbums />
          <ToplistPreview />
        </div>
      </div>
      <div className="cz-home__columns">
        <NewSongs />
        <HotArtists />
      </div>
    </Page>
  );
}

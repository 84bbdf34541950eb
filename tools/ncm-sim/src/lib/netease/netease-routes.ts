import type { SimWorld } from '../sim-world';
import type { NcmHandler } from './ncm-transport';
import { artistAlbumRoutes } from './routes/artist-album.routes';
import { discoveryRoutes } from './routes/discovery.routes';
import { importRoutes } from './routes/import.routes';
import { loginRoutes } from './routes/login.routes';
import { mvRoutes } from './routes/mv.routes';
import { playlistRoutes } from './routes/playlist.routes';
import { searchRoutes } from './routes/search.routes';
import { songRoutes } from './routes/song.routes';
import { userRoutes } from './routes/user.routes';

/** Every NetEase route of the simulator, by path. */
export function neteaseRoutes(world: SimWorld): Record<string, NcmHandler> {
  return {
    ...loginRoutes(world),
    ...songRoutes(world),
    ...userRoutes(world),
    ...playlistRoutes(world),
    ...discoveryRoutes(world),
    ...artistAlbumRoutes(world),
    ...searchRoutes(world),
    ...mvRoutes(world),
    ...importRoutes(world),
  };
}

import * as entry from '../react';
import { domainApi } from './endpoint-kit';
import './album-artist.endpoints';
import './bilibili.endpoints';
import './home.endpoints';
import './import.endpoints';
import './login.endpoints';
import './mv.endpoints';
import './playlist.endpoints';
import './search.endpoints';
import './song.endpoints';
import './user.endpoints';

const hookName = (endpoint: string, kind: 'Query' | 'Mutation' | 'InfiniteQuery') =>
  `use${endpoint.charAt(0).toUpperCase()}${endpoint.slice(1)}${kind}`;

describe('the react entry', () => {
  it('exports a React hook for every domain endpoint', () => {
    const exported = entry as unknown as Record<string, unknown>;
    const names = Object.keys(domainApi.endpoints).filter((name) => name !== 'getHealth');
    expect(names).not.toHaveLength(0);
    for (const name of names) {
      const hook =
        exported[hookName(name, 'Query')] ??
        exported[hookName(name, 'Mutation')] ??
        exported[hookName(name, 'InfiniteQuery')];
      expect([name, typeof hook]).toEqual([name, 'function']);
    }
  });

  it('exports the session and the domain tag types', () => {
    expect(entry.DOMAIN_TAG_TYPES).toEqual(['Account', 'Playlist', 'UserPlaylists', 'LikeList']);
    expect(typeof entry.sessionSlice.reducer).toBe('function');
    expect(entry.LOGIN_REQUIRED_MESSAGE).toBe('Please login first');
  });
});

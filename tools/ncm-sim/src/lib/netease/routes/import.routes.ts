import type { SimSong } from '../../catalogue/catalogue.types';
import type { SimWorld } from '../../sim-world';
import { importStatus } from '../../state/import-tasks';
import { loginRequired, requireParam, type NcmHandler } from '../ncm-transport';
import { songShapeA } from '../shapes/song.shape';

/** The song names an import request asks for: links, text lines ("name artist") or metadata. */
export function requestedSongNames(params: Record<string, unknown>): string[] | null {
  const parseJson = (value: unknown): unknown => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return null;
    }
  };
  if (params['local'] !== undefined) {
    const local = parseJson(params['local']);
    if (!Array.isArray(local)) return null;
    return local
      .map((item: unknown) =>
        item && typeof item === 'object' && 'name' in item ? String(item.name) : '',
      )
      .filter(Boolean);
  }
  if (typeof params['text'] === 'string') {
    let text = params['text'];
    try {
      text = decodeURIComponent(text);
    } catch {
      // Already decoded: keep it as given.
    }
    return text
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
  }
  if (params['link'] !== undefined) {
    const links = parseJson(params['link']);
    return Array.isArray(links) ? links.map(String).filter(Boolean) : null;
  }
  return null;
}

/** Playlist import and intelligence-mode routes (contract §3.11, §3.13). */
export function importRoutes(world: SimWorld): Record<string, NcmHandler> {
  const match = (request: string): SimSong | undefined =>
    world.catalogue.songs.find(
      (song) =>
        song.availability !== 'no-copyright' &&
        request.toLowerCase().includes(song.name.toLowerCase()),
    );
  return {
    '/playlist/import/name/task/create': ({ params, user }) => {
      if (!user) return loginRequired();
      const names = requestedSongNames(params);
      if (!names || names.length === 0)
        return { body: { code: 400, message: '导入内容为空', msg: '导入内容为空' } };
      const matched = [
        ...new Set(
          names
            .map(match)
            .filter((song): song is SimSong => song !== undefined)
            .map((song) => song.id),
        ),
      ];
      const task = world.imports.add({
        userId: user.userId,
        createdAt: world.now(),
        matchedSongIds: matched,
        requested: names.length,
        playlistId: null,
      });
      if (params['importStarPlaylist'] === true || params['importStarPlaylist'] === 'true') {
        for (const id of matched) world.library.setLike(user.userId, id, true, world.now());
      } else if (matched.length > 0) {
        const name =
          typeof params['playlistName'] === 'string' && params['playlistName']
            ? params['playlistName']
            : '导入的歌单';
        const playlist = world.library.createPlaylist(user, name, 0, world.now());
        playlist.trackIds = matched;
        task.playlistId = playlist.id;
      }
      return { body: { code: 200, message: '', data: { taskId: task.taskId } } };
    },

    '/playlist/import/task/status': ({ params }) => {
      const task = world.imports.get(Number(requireParam(params, 'id')));
      if (!task) return { body: { code: 404, message: '任务不存在', msg: '任务不存在' } };
      const status = importStatus(task, world.now());
      return {
        body: {
          code: 200,
          data: {
            tasks: [
              {
                taskId: task.taskId,
                status,
                succCount: status === 'COMPLETE' ? task.matchedSongIds.length : 0,
                failCount: status === 'COMPLETE' ? task.requested - task.matchedSongIds.length : 0,
                totalCount: task.requested,
                playlistId: task.playlistId,
                msg: status === 'FAILED' ? '没有匹配到歌曲' : '',
              },
            ],
          },
        },
      };
    },

    '/playmode/intelligence/list': ({ params, user }) => {
      if (!user) return loginRequired();
      const seedSong = world.song(Number(requireParam(params, 'id')));
      const similar = world.catalogue.songs
        .filter((song) => song.id !== seedSong?.id && song.availability === 'full')
        .slice(0, 20);
      return {
        body: {
          code: 200,
          data: similar.map((song, index) => ({
            id: song.id,
            recommended: index > 0,
            songInfo: songShapeA(world, song),
            alg: 'alg_sim',
          })),
        },
      };
    },
  };
}

import { generateCatalogue } from '../catalogue/generate-catalogue';
import { LibraryState, likedPlaylistId } from './library-state';

const catalogue = generateCatalogue(1);
const T0 = Date.UTC(2025, 5, 1);

function userOf(userId: number) {
  const user = catalogue.users.find((candidate) => candidate.userId === userId);
  if (!user) throw new Error(`no user ${userId}`);
  return user;
}

describe('LibraryState', () => {
  let library: LibraryState;
  beforeEach(() => {
    library = new LibraryState(catalogue, T0);
  });
  const unliked = (userId: number) => {
    const id = catalogue.songs.find((song) => !library.likesOf(userId).includes(song.id))?.id;
    if (id === undefined) throw new Error('every song is liked');
    return id;
  };

  it('names the liked-songs playlist after the user id', () => {
    expect(likedPlaylistId(1001)).toBe(24_001_001);
  });

  it('starts from the catalogue’s likes, most recent (last liked) first', () => {
    const user = userOf(1003);
    expect(library.likesOf(1003)).toEqual([...user.initialLikes].reverse());
    expect(library.likesOf(424242)).toEqual([]);
  });

  it('likes a song: it comes first, once, and the liked playlist follows', () => {
    const song = unliked(1003);
    library.setLike(1003, song, true, T0 + 5_000);
    expect(library.likesOf(1003)[0]).toBe(song);
    library.setLike(1003, song, true, T0 + 6_000);
    expect(library.likesOf(1003).filter((id) => id === song)).toHaveLength(1);
    const liked = library.ownedBy(1003)[0];
    expect(liked?.trackIds).toEqual(library.likesOf(1003));
    expect(liked?.updateTime).toBe(T0 + 6_000);
  });

  it('unlikes a song everywhere', () => {
    const [first] = library.likesOf(1003);
    library.setLike(1003, first ?? 0, false, T0);
    expect(library.likesOf(1003)).not.toContain(first);
    expect(library.ownedBy(1003)[0]?.trackIds).not.toContain(first);
  });

  it('gives each user a liked list (specialType 5) and one created list; the demo user’s is private', () => {
    const [liked, created] = library.ownedBy(1001);
    expect(liked).toMatchObject({
      id: likedPlaylistId(1001),
      specialType: 5,
      liked: true,
      privacy: 0,
      creatorUserId: 1001,
    });
    expect(created).toMatchObject({ specialType: 0, liked: false, privacy: 10 });
    expect(library.ownedBy(1003)[1]?.privacy).toBe(0);
    expect(library.ownedBy(424242)).toEqual([]);
  });

  it('creates playlists with increasing ids, findable by id', () => {
    const a = library.createPlaylist(userOf(1003), '跑步', 0, T0 + 1);
    const b = library.createPlaylist(userOf(1003), '私人', 10, T0 + 2);
    expect(b.id).toBe(a.id + 1);
    expect(a).toMatchObject({
      name: '跑步',
      trackIds: [],
      createTime: T0 + 1,
      updateTime: T0 + 1,
      privacy: 0,
      liked: false,
    });
    expect(library.ownedBy(1003).map((playlist) => playlist.id)).toEqual(
      expect.arrayContaining([a.id, b.id]),
    );
    expect(library.findOwned(b.id)).toBe(b);
    expect(library.findOwned(likedPlaylistId(1004))?.creatorUserId).toBe(1004);
    expect(library.findOwned(1)).toBeUndefined();
  });

  it('subscribes and unsubscribes per user', () => {
    library.setSubscribed(1003, 8000005, true);
    library.setSubscribed(1003, 8000007, true);
    expect(library.isSubscribed(1003, 8000005)).toBe(true);
    expect(library.isSubscribed(1004, 8000005)).toBe(false);
    library.setSubscribed(1003, 8000005, false);
    expect(library.subscribedBy(1003)).toEqual([8000007]);
    library.setSubscribed(424242, 1, true);
    expect(library.subscribedBy(424242)).toEqual([1]);
  });

  it('returns to the catalogue’s state on reset(), ids included', () => {
    const before = library
      .ownedBy(1003)
      .map((playlist) => ({ ...playlist, trackIds: [...playlist.trackIds] }));
    const first = library.createPlaylist(userOf(1003), 'x', 0, T0);
    library.setLike(1003, unliked(1003), true, T0);
    library.setSubscribed(1003, 8000005, true);
    library.reset();
    expect(library.ownedBy(1003)).toEqual(before);
    expect(library.likesOf(1003)).toEqual([...userOf(1003).initialLikes].reverse());
    expect(library.subscribedBy(1003)).toEqual([]);
    expect(library.createPlaylist(userOf(1003), 'y', 0, T0).id).toBe(first.id);
  });
});

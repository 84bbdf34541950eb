import type { Playlist } from '@cadenza/api-client';
import {
  selectIsLoggedIn,
  selectSessionUserId,
  useSubscribePlaylistMutation,
} from '@cadenza/api-client/react';
import { useState } from 'react';
import { toastShown, useAppDispatch, useAppSelector } from '@cadenza/app-core';

/** What the subscribe control needs: whether to offer it, its state, and the toggle. */
export interface SubscribeControl {
  /** Only a playlist someone else made can be saved. */
  offered: boolean;
  subscribed: boolean;
  pending: boolean;
  toggle(): void;
}

/**
 * Saving a playlist to the listener's library (`/playlist/subscribe`). Login-gated: anonymous,
 * the toggle says 'Please login first' and asks nothing. The new state shows at once and holds
 * unless the server refuses (then it says the operation failed and goes back).
 */
export function useSubscribe(list: Playlist, type: string): SubscribeControl {
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const userId = useAppSelector(selectSessionUserId);
  const [subscribe, { isLoading }] = useSubscribePlaylistMutation();
  // The answer's flag until the listener toggles; the refetch after a toggle agrees with it.
  const [chosen, setChosen] = useState<{ id: number; subscribed: boolean } | null>(null);
  const subscribed = chosen?.id === list.id ? chosen.subscribed : list.subscribed === true;
  const own = list.creator !== null && list.creator.userId === userId;

  const toggle = () => {
    if (!loggedIn) {
      dispatch(toastShown({ tone: 'warning', titleKey: 'validation.loginFirst' }));
      return;
    }
    const next = !subscribed;
    setChosen({ id: list.id, subscribed: next });
    subscribe({ id: list.id, subscribe: next })
      .unwrap()
      .then(
        () =>
          dispatch(
            toastShown({
              tone: 'success',
              titleKey: next ? 'musicList.subscribed' : 'musicList.unsubscribed',
            }),
          ),
        () => {
          setChosen({ id: list.id, subscribed: !next });
          dispatch(toastShown({ tone: 'error', titleKey: 'errors.general.operationFailed' }));
        },
      );
  };

  return { offered: type === 'playlist' && !own, subscribed, pending: isLoading, toggle };
}

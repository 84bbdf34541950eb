import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { useAppDispatch, useNavigationHold } from '@cadenza/app-core';

/** What RTK Query's `util.getRunningQueryThunk` makes: the query in flight for some arguments. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- RTK Query types it over any state
type RunningQuery = ThunkAction<PromiseLike<unknown> | undefined, any, any, UnknownAction>;

/**
 * Holds the navigation that opens a screen on its first query while the click's prefetch has it
 * in flight (`useNavigationHold`). `running` is the query's `getRunningQueryThunk`, or null once
 * the screen has its answer (or has nothing to ask).
 */
export function usePrefetchHold(running: RunningQuery | null): void {
  const dispatch = useAppDispatch();
  useNavigationHold(running ? dispatch(running) : undefined);
}

import type { ApiRequest } from '@cadenza/api-client';
import type { ComponentType } from 'react';
import type { AppDispatch } from '../store/app-listening';
import type { ScreenId } from './route-table';

/** Loads a screen's chunk: each screen lib says how its screens load, the shell routes to them. */
export type ScreenLoader = () => Promise<{ default: ComponentType }>;

/** The loaders of the screens one lib owns. */
export type ScreenLoaders<Screen extends ScreenId> = Record<Screen, ScreenLoader>;

/** Where a navigation goes: the matched route's params and the URL's query. */
export interface RouteTarget {
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
}

/**
 * Starts a screen's first queries for a navigation's target through RTK Query (so the screen,
 * once its chunk is in, finds them in the cache or in flight), at the moment the navigation
 * starts rather than when the screen mounts.
 */
export type ScreenPrefetch = (target: RouteTarget, dispatch: AppDispatch) => void;

/**
 * Loads the prefetch of the screens one lib owns: each a small chunk with the endpoints it
 * needs and none of the screen, so it arrives (or is there already) before the screen's chunk.
 */
export type ScreenPrefetchLoaders<Screen extends ScreenId> = Partial<
  Record<Screen, () => Promise<ScreenPrefetch>>
>;

/**
 * The request of a screen's first query for a target, asked as a deep link's page starts,
 * before the API layer has loaded (see `createEarlyRequests`): exactly the call the screen's
 * query will make, so that call takes its answer. Null when the target has none.
 */
export type ScreenEarlyRequest = (target: RouteTarget) => ApiRequest | null;

/** The early requests of the screens one lib owns. */
export type ScreenEarlyRequests<Screen extends ScreenId> = Partial<
  Record<Screen, ScreenEarlyRequest>
>;

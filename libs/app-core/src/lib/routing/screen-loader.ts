import type { ComponentType } from 'react';
import type { ScreenId } from './route-table';

/** Loads a screen's chunk: each screen lib says how its screens load, the shell routes to them. */
export type ScreenLoader = () => Promise<{ default: ComponentType }>;

/** The loaders of the screens one lib owns. */
export type ScreenLoaders<Screen extends ScreenId> = Record<Screen, ScreenLoader>;

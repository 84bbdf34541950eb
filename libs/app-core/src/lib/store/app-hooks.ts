import { useDispatch, useSelector, useStore } from 'react-redux';
import type { AppDispatch } from './app-listening';
import type { AppState, AppStore } from './create-app-store';

// The only place the raw react-redux hooks are imported (lint refuses them elsewhere): every
// screen gets the app's types without restating them.

/** `useDispatch` for the app's store. */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();

/** `useSelector` for the app's state. */
export const useAppSelector = useSelector.withTypes<AppState>();

/** `useStore` for the app's store. */
export const useAppStore = useStore.withTypes<AppStore>();

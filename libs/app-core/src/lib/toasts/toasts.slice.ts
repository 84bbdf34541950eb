import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

/** How long a toast stays unless it says otherwise (errors stay longer: they need reading). */
export const TOAST_DURATION_MS = { info: 3000, success: 2000, warning: 4000, error: 5000 } as const;

/** At most this many toasts at once; the oldest goes first. */
export const TOAST_LIMIT = 3;

/**
 * A toast as the store keeps it: translation keys and their values, not text, so a toast shown
 * before a language switch reads in the new language.
 */
export interface ToastMessage {
  id: string;
  tone: 'info' | 'success' | 'warning' | 'error';
  titleKey: string;
  titleParams?: Record<string, string | number>;
  descriptionKey?: string;
  descriptionParams?: Record<string, string | number>;
  durationMs: number;
}

/** What a caller gives to show a toast; the id and a default duration are added. */
export type ToastRequest = Omit<ToastMessage, 'id' | 'durationMs'> & { durationMs?: number };

/** The toasts on screen, oldest first. */
export const toastsSlice = createSlice({
  name: 'toasts',
  initialState: [] as ToastMessage[],
  reducers: {
    toastShown: {
      reducer(state, action: PayloadAction<ToastMessage>) {
        // The same message again replaces the one on screen instead of stacking up.
        const rest = state.filter(
          (toast) =>
            toast.titleKey !== action.payload.titleKey ||
            toast.descriptionKey !== action.payload.descriptionKey,
        );
        return [...rest, action.payload].slice(-TOAST_LIMIT);
      },
      prepare(request: ToastRequest) {
        return {
          payload: {
            ...request,
            id: nanoid(),
            durationMs: request.durationMs ?? TOAST_DURATION_MS[request.tone],
          },
        };
      },
    },
    toastDismissed(state, action: PayloadAction<string>) {
      return state.filter((toast) => toast.id !== action.payload);
    },
  },
  selectors: {
    selectToasts: (state) => state,
  },
});

export const { toastShown, toastDismissed } = toastsSlice.actions;
export const { selectToasts } = toastsSlice.selectors;

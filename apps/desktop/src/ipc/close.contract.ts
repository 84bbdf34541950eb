// What closing the main window does once decided is the renderer port's type (libs/platform).
import type { CloseChoice } from '@cadenza/platform';

export type { CloseChoice };

/** Main asks the page which way to close (the close action is "ask every time"). */
export interface CloseChoiceRequest {
  /** Names this request; the answer carries it back, so a late answer to an old one is ignored. */
  id: number;
}

/** The page's answer: a choice, or `null` when the listener dismissed the dialog (stay open). */
export interface CloseChoiceAnswer {
  id: number;
  choice: CloseChoice | null;
}

/** The page → main half of the close-choice dialog. */
export interface CloseInvokeContract {
  'answer-close-choice': { args: [answer: CloseChoiceAnswer]; result: void };
  /** The question open now, if any: asked before the page listened (it was still loading). */
  'pending-close-choice': { args: []; result: CloseChoiceRequest | null };
}

/** The channels of {@link CloseInvokeContract}. */
export const CLOSE_INVOKE_CHANNELS: Record<keyof CloseInvokeContract, true> = {
  'answer-close-choice': true,
  'pending-close-choice': true,
};

/** What main tells the page about closing. */
export interface CloseEventContract {
  /** Show the close-choice dialog (spec §2) and answer on `answer-close-choice`. */
  'close-choice-requested': CloseChoiceRequest;
}

/** The close-choice part of the preload's bridge. */
export interface CloseBridge {
  readonly closeChoice: {
    /** Calls `listener` whenever main asks; returns the unsubscribe. */
    onRequest(listener: (request: CloseChoiceRequest) => void): () => void;
    pending(): Promise<CloseChoiceRequest | null>;
    answer(answer: CloseChoiceAnswer): Promise<void>;
  };
}

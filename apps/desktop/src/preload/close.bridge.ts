import type { CloseBridge, CloseChoiceAnswer, CloseChoiceRequest } from '../ipc/close.contract';
import { invoke, subscribe } from './ipc-renderer';

/** The close-choice dialog: main asks, the page answers. */
export const closeBridge: CloseBridge = {
  closeChoice: {
    onRequest: (listener: (request: CloseChoiceRequest) => void) =>
      subscribe('close-choice-requested', listener),
    pending: () => invoke('pending-close-choice'),
    answer: (answer: CloseChoiceAnswer) => invoke('answer-close-choice', answer),
  },
};

import type {
  CloseChoiceAnswer,
  CloseChoiceRequest,
  CloseInvokeContract,
} from '../../ipc/close.contract';
import type { IpcHandlersOf } from '../../ipc/contract';
import { InvalidIpcArgumentError } from '../ipc/invalid-argument';

/** Narrows the page's answer; anything else is refused. */
function parseAnswer(value: unknown): CloseChoiceAnswer {
  const { id, choice } = (typeof value === 'object' && value !== null ? value : {}) as Record<
    string,
    unknown
  >;
  const known = choice === null || choice === 'minimize' || choice === 'close';
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || !known) {
    throw new InvalidIpcArgumentError(
      'a close choice is { id, choice: "minimize" | "close" | null }',
    );
  }
  return { id, choice };
}

/** The main-process side of the close-choice channel. */
export function createCloseHandlers({
  onAnswer,
  pending,
}: {
  onAnswer: (answer: CloseChoiceAnswer) => void;
  pending: () => CloseChoiceRequest | null;
}): IpcHandlersOf<CloseInvokeContract> {
  return {
    'answer-close-choice': async (answer) => onAnswer(parseAnswer(answer)),
    'pending-close-choice': async () => pending(),
  };
}

import { useCallback, useEffect, useState } from 'react';
import type { CloseChoicePort } from '@cadenza/platform';

/**
 * The shell's open close question, if any: the id of the latest request (a repeated close asks
 * the same one again) and the way to clear it once answered.
 */
export function useCloseChoiceRequest(port: CloseChoicePort | undefined): {
  requestId: number | null;
  clear: () => void;
} {
  const [requestId, setRequestId] = useState<number | null>(null);
  useEffect(() => port?.subscribe(setRequestId), [port]);
  const clear = useCallback(() => setRequestId(null), []);
  return { requestId, clear };
}

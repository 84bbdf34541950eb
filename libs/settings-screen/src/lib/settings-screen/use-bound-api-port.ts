import { useEffect, useState } from 'react';
import { usePlatform } from '@cadenza/app-core';

/**
 * The port the desktop's embedded gateway listens on now (`musicApiPort` may have been taken at
 * start), or null on the web and until the shell answers.
 */
export function useBoundApiPort(): number | null {
  const { boundApiPort } = usePlatform();
  const [port, setPort] = useState<number | null>(null);
  useEffect(() => {
    let current = true;
    boundApiPort?.().then(
      (value) => current && setPort(value),
      (error: unknown) => console.error('Cadenza: the desktop shell did not give its port', error),
    );
    return () => {
      current = false;
    };
  }, [boundApiPort]);
  return port;
}

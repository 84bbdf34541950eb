import { useEffect, useState } from 'react';
import { useSleepTimer } from '@cadenza/app-core';

/** Milliseconds a time timer has left, re-read every second while it runs (0 otherwise). */
export function useSleepCountdown(enabled = true): number {
  const { state, timer } = useSleepTimer();
  const [left, setLeft] = useState(() => timer.remainingMs());
  const running = enabled && state.type === 'time';
  useEffect(() => {
    setLeft(timer.remainingMs());
    if (!running) return;
    const id = setInterval(() => setLeft(timer.remainingMs()), 1000);
    return () => clearInterval(id);
  }, [running, state, timer]);
  return left;
}

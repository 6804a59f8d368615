import { useEffect, useState } from 'react';

/** The time in milliseconds, read again every `intervalMs`: for texts such as "3 minutes ago" that age. */
export function useClock(intervalMs: number): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}

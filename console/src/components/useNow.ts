import { useState } from 'react';

/** The time the component first rendered, in milliseconds: a stable "now" for validity and date limits. */
export function useNow(): number {
  const [now] = useState(Date.now);
  return now;
}

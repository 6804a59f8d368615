import { useInterval } from '@mantine/hooks';
import { trialNotice, type TrialNotice } from '@netloom/contract';
import { useState } from 'react';
import type { ServerHealth } from '../../../server-status/serverHealthState';

const CLOCK_TICK_MS = 60_000;

/** The trial state against a clock that moves on every minute. */
export function useTrialNotice(health: ServerHealth): TrialNotice {
  const [now, setNow] = useState(Date.now);
  useInterval(() => setNow(Date.now()), CLOCK_TICK_MS, { autoInvoke: true });
  return trialNotice(health, now);
}

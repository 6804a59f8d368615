import { useEffect, useState } from 'react';
import { UNHEALTHY_OVERLAY_DELAY_MS } from './serverProblem';

/**
 * The overlay opens once the server has had a problem for 5 s and closes on recovery; dismissing it
 * hides it until the next time the server has a problem.
 */
export function useServerProblemOverlay(problem: boolean): { opened: boolean; dismiss: () => void } {
  const [episode, setEpisode] = useState({ due: false, dismissed: false });
  useEffect(() => {
    if (!problem) return;
    const timer = window.setTimeout(() => setEpisode({ due: true, dismissed: false }), UNHEALTHY_OVERLAY_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      setEpisode({ due: false, dismissed: false });
    };
  }, [problem]);
  return {
    opened: problem && episode.due && !episode.dismissed,
    dismiss: () => setEpisode((current) => ({ ...current, dismissed: true })),
  };
}

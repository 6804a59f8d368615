import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { LOADING_BAR, nextProgress } from './loadingBar';

function useLoadingBar() {
  const [bar, setBar] = useState({ progress: 0, visible: false });
  const running = useRef(false);
  const timers = useRef<{ intervals: number[]; timeouts: number[]; frames: number[] }>({
    intervals: [],
    timeouts: [],
    frames: [],
  });

  const clearTimers = useCallback(() => {
    const { intervals, timeouts, frames } = timers.current;
    intervals.forEach((id) => window.clearInterval(id));
    timeouts.forEach((id) => window.clearTimeout(id));
    frames.forEach((id) => window.cancelAnimationFrame(id));
    timers.current = { intervals: [], timeouts: [], frames: [] };
  }, []);

  const start = useCallback(() => {
    if (running.current) return;
    running.current = true;
    clearTimers();
    setBar({ progress: LOADING_BAR.startAt, visible: true });
    const creep = window.setInterval(() => {
      setBar((current) => ({ ...current, progress: nextProgress(current.progress, Math.random()) }));
    }, LOADING_BAR.creepEveryMs);
    timers.current.intervals.push(creep);
  }, [clearTimers]);

  const complete = useCallback(() => {
    if (!running.current) return;
    const frame = window.requestAnimationFrame(() => {
      running.current = false;
      clearTimers();
      setBar({ progress: 100, visible: true });
      const hide = window.setTimeout(
        () => setBar((current) => ({ ...current, visible: false })),
        LOADING_BAR.hideAfterMs,
      );
      const reset = window.setTimeout(
        () => setBar({ progress: 0, visible: false }),
        LOADING_BAR.hideAfterMs + LOADING_BAR.fadeMs,
      );
      timers.current.timeouts.push(hide, reset);
    });
    timers.current.frames.push(frame);
  }, [clearTimers]);

  useEffect(() => clearTimers, [clearTimers]);
  return { bar, start, complete };
}

/**
 * The thin bar at the top of the window that restarts on every route change: starts at 30 %, creeps
 * up to 3 points every 200 ms until 90 %, completes, hides 400 ms later with a 0.2 s fade.
 */
export function RouteLoadingBar() {
  const navigation = useNavigation();
  const location = useLocation();
  const { bar, start, complete } = useLoadingBar();

  useEffect(() => start(), [location.key, start]);
  useEffect(() => {
    if (navigation.state === 'idle') complete();
    else start();
  }, [navigation.state, location.key, start, complete]);

  return (
    <div
      aria-hidden
      data-testid="route-loading-bar"
      style={{
        position: 'fixed',
        top: 0,
        left: 0,
        zIndex: 1000,
        height: 3,
        width: `${bar.progress}%`,
        background: 'var(--mantine-primary-color-filled)',
        opacity: bar.visible ? 1 : 0,
        transition: `width ${LOADING_BAR.creepEveryMs}ms ease, opacity ${LOADING_BAR.fadeMs}ms ease`,
        pointerEvents: 'none',
      }}
    />
  );
}

const SPLASH_DELAY_MS = 1_000;
const SPLASH_FADE_MS = 200;

/** Fades the start-up splash out 1 s after start, over 200 ms. */
export function dismissSplash(): void {
  const splash = document.getElementById('splash');
  if (!splash) return;
  window.setTimeout(() => {
    splash.classList.add('splash-hidden');
    window.setTimeout(() => splash.remove(), SPLASH_FADE_MS);
  }, SPLASH_DELAY_MS);
}

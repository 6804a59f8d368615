/**
 * Benchmark: the console's network graph with 1,000 host nodes in one network, in headless Chromium
 * (no GPU) against the real server (SQLite). Prints the time from navigation until every node is in
 * the drawing, the time from navigation until a node found with the search is focused (the graph is
 * interactive), and the frame times while the view zooms in and out with the mouse wheel, next to the
 * targets (Netmaker's graph took 18.6 s at 300 nodes and never settled at 1,000).
 */
import os from 'node:os';
import type { Page } from 'playwright-core';
import { median, startConsoleBench, timeToFirstShown, verdict } from './support/console-browser';
import { percentile } from './support/measure';
import { seedHostsAndNodes } from './support/seed';

const NODES = 1_000;
const RUNS = 3;
const DRAWN_TARGET_MS = 2_000;
const INTERACTIVE_TARGET_MS = 2_000;
/** 30 frames a second at worst while zooming (95th percentile). */
const ZOOM_FRAME_TARGET_MS = 33;
/** Wheel steps each way: from the fitted view in until every name shows, and back out. */
const WHEEL_STEPS = 40;
/** Zooms in and out this many times, for a steadier 95th percentile. */
const ZOOM_ROUNDS = 3;
const WHEEL_DELTA = -40;
const SEARCHED = 'bench-host-777';
const NETWORK = { netid: 'bench', addressrange: '10.202.0.0/16', addressrange6: 'fd42:d::/64' };

/** Navigates to the graph; resolves to the milliseconds until every node is drawn, then until the searched node is focused. */
async function timeToDrawnAndInteractive(page: Page, url: string): Promise<{ drawn: number; interactive: number }> {
  // The check runs in the page, so it is built with the node count written into it.
  const allDrawn = new Function(`return document.querySelectorAll('[data-node-id]').length === ${NODES}`);
  const drawn = await timeToFirstShown(page, `${url}/networks/${NETWORK.netid}/graph`, allDrawn as () => boolean);
  const search = page.getByRole('combobox', { name: 'Find a device by name or address' });
  await search.fill(SEARCHED);
  await page.getByRole('option', { name: SEARCHED, exact: true }).waitFor();
  await search.press('Enter');
  const focused = await page.waitForFunction(
    (name) => document.querySelector(`[aria-label="${name}"][data-focused]`) !== null && performance.now(),
    SEARCHED,
    { polling: 'raf' },
  );
  return { drawn, interactive: (await focused.jsonValue()) as number };
}

/**
 * Zooms in a wheel step a frame over the middle of the graph, then back out; resolves to each
 * frame's duration and whether every name showed at the deepest zoom.
 */
function zoomFrameTimes(page: Page): Promise<{ frames: number[]; labelled: boolean }> {
  return page.evaluate(
    async ({ steps, delta }) => {
      const svg = document.querySelector<SVGSVGElement>('svg[aria-label^="Graph of"]');
      if (!svg) throw new Error('no graph on the page');
      const box = svg.getBoundingClientRect();
      const at = { clientX: box.left + box.width / 2, clientY: box.top + box.height / 2 };
      const frames: number[] = [];
      let labelled = false;
      let last = await new Promise<number>((resolve) => requestAnimationFrame(resolve));
      for (const deltaY of [...Array<number>(steps).fill(delta), ...Array<number>(steps).fill(-delta)]) {
        svg.dispatchEvent(new WheelEvent('wheel', { deltaY, ...at, bubbles: true, cancelable: true }));
        const now = await new Promise<number>((resolve) => requestAnimationFrame(resolve));
        frames.push(now - last);
        last = now;
        labelled ||= svg.dataset.labels === 'all';
      }
      return { frames, labelled };
    },
    { steps: WHEEL_STEPS, delta: WHEEL_DELTA },
  );
}

const bench = await startConsoleBench(NETWORK);
const { page, url } = bench;
try {
  await seedHostsAndNodes(bench.store, NETWORK, NODES);

  const runs: { drawn: number; interactive: number }[] = [];
  for (let run = 0; run < RUNS; run++) runs.push(await timeToDrawnAndInteractive(page, url));
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Fit to screen' }).click();
  const rounds: { frames: number[]; labelled: boolean }[] = [];
  for (let round = 0; round < ZOOM_ROUNDS; round++) rounds.push(await zoomFrameTimes(page));
  const frames = rounds.flatMap((round) => round.frames);
  const labelled = rounds.every((round) => round.labelled);
  const sorted = [...frames].sort((a, b) => a - b);

  console.log(`\nNetwork graph with ${NODES.toLocaleString('en')} nodes (Chromium, SQLite, ${os.cpus().length} CPUs)`);
  console.log(
    `  all nodes drawn after navigation (median of ${RUNS})      ${verdict(median(runs.map((run) => run.drawn)), DRAWN_TARGET_MS)}`,
  );
  console.log(
    `  searched node focused after navigation (median of ${RUNS}) ${verdict(median(runs.map((run) => run.interactive)), INTERACTIVE_TARGET_MS)}`,
  );
  console.log(
    `  zoom frame time (p95)                                  ${verdict(percentile(sorted, 0.95), ZOOM_FRAME_TARGET_MS)}  (median ${percentile(sorted, 0.5).toFixed(1)} ms, worst ${Math.max(...frames).toFixed(1)} ms over ${frames.length} frames${labelled ? '' : ', names never all shown'})`,
  );
  console.log(
    `  (runs: drawn ${runs.map((run) => run.drawn.toFixed(0)).join(', ')} ms; interactive ${runs.map((run) => run.interactive.toFixed(0)).join(', ')} ms)`,
  );
} finally {
  await bench.close();
}

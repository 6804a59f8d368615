/**
 * Benchmark: the console's Nodes and Devices pages with 10,000 and then 50,000 nodes in one network, in
 * headless Chromium against the real server (SQLite). The tables scroll with the page and fetch their rows
 * from the server a window at a time. Prints, for each size: the time from navigation to the first rows
 * with an empty cache, frame times while the page scrolls through a few hundred rows, how long a jump to
 * the middle of the list takes until its rows are drawn, how long a sort and a search take until the
 * table has painted again, and the page's JavaScript heap, next to the targets.
 */
import os from 'node:os';
import type { Page } from 'playwright-core';
import {
  median,
  startConsoleBench,
  timeToFirstShown,
  timeUntilShown,
  verdict,
  type UserAct,
} from './support/console-browser';
import { percentile } from './support/measure';
import { seedHostsAndNodes } from './support/seed';

const SIZES = [10_000, 50_000];
const FIRST_ROWS_TARGET_MS = 1_000;
const INTERACTION_TARGET_MS = 200;
/**
 * 60 frames a second while scrolling (95th percentile): a frame on time lasts one 60 Hz display frame,
 * 16.7 ms, the shortest the browser draws (so the "16 ms" can only mean this); a dropped frame makes it 33.3 ms.
 */
const SCROLL_FRAME_TARGET_MS = 17;
/** Times a sort or search is done; the median is printed. */
const SAMPLES = 5;
/** Searches that each show another first row, one per sample. */
const SEARCHES = ['bench-host-4999', 'bench-host-3999', 'bench-host-2999', 'bench-host-1999', 'bench-host-999'];
const SCROLL_STEP_PX = 40;
const SCROLL_STEPS = 300;
const NETWORK = { netid: 'bench', addressrange: '10.200.0.0/16', addressrange6: 'fd42:b::/64' };
const FIRST_ROW = 'tbody tr[data-index] a';

/** Does `act` and resolves to the milliseconds until a frame shows another first row. */
async function timeUntilRepaint(page: Page, act: UserAct): Promise<number> {
  const before = (await page.locator(FIRST_ROW).first().textContent()) ?? '';
  return timeUntilShown(
    page,
    act,
    (text) => {
      const first = document.querySelector('tbody tr[data-index] a')?.textContent;
      return first !== undefined && first !== text;
    },
    before,
  );
}

/** Navigates with an empty browser cache and resolves to the milliseconds until the first row is drawn. */
async function coldFirstRows(page: Page, url: string): Promise<number> {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Network.clearBrowserCache');
  await devtools.detach();
  return timeToFirstShown(page, url, () =>
    Boolean(document.querySelector('tbody tr[data-index] a')?.textContent?.startsWith('bench-host-')),
  );
}

/**
 * The median of the times until a repaint, sorting by status `SAMPLES` times, each on the page loaded
 * afresh (so no answer comes from the console's cache).
 */
async function medianSort(page: Page, url: string): Promise<number> {
  const times: number[] = [];
  for (let sample = 0; sample < SAMPLES; sample++) {
    await page.goto(url);
    await page.locator(FIRST_ROW).first().waitFor();
    times.push(await timeUntilRepaint(page, { click: 'button', name: 'Sort by Status' }));
  }
  return median(times);
}

/** The median of the times until a repaint, typing each of `SEARCHES` into the search field `fill` selects. */
async function medianSearch(page: Page, fill: string): Promise<number> {
  const times: number[] = [];
  for (const value of SEARCHES.slice(0, SAMPLES)) times.push(await timeUntilRepaint(page, { fill, value }));
  return median(times);
}

/** Scrolls the page down a step a frame and back up, and resolves to each frame's duration. */
function scrollFrameTimes(page: Page): Promise<number[]> {
  return page.evaluate(
    async ({ step, steps }) => {
      const scroller = document.scrollingElement ?? document.documentElement;
      const positions = Array.from({ length: steps }, (_, index) => index * step);
      const frames: number[] = [];
      let last = await new Promise<number>((resolve) => requestAnimationFrame(resolve));
      for (const top of [...positions, ...[...positions].reverse()]) {
        scroller.scrollTop = top;
        const now = await new Promise<number>((resolve) => requestAnimationFrame(resolve));
        frames.push(now - last);
        last = now;
      }
      return frames;
    },
    { step: SCROLL_STEP_PX, steps: SCROLL_STEPS },
  );
}

/** Jumps to the middle of the list and resolves to the milliseconds until the rows there are drawn. */
function jumpToMiddle(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const scroller = document.scrollingElement ?? document.documentElement;
    const start = performance.now();
    scroller.scrollTop = scroller.scrollHeight / 2;
    for (;;) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const drawn = Array.from(document.querySelectorAll('tbody tr[data-index]'));
      if (drawn.length > 0 && drawn.every((row) => row.getAttribute('aria-busy') === null))
        return performance.now() - start;
    }
  });
}

/** The page's JavaScript heap in MB after a garbage collection. */
async function heapMb(page: Page): Promise<number> {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('HeapProfiler.collectGarbage');
  const { usedSize } = await devtools.send('Runtime.getHeapUsage');
  await devtools.detach();
  return usedSize / 1024 / 1024;
}

const bench = await startConsoleBench(NETWORK);
const { page, url } = bench;
try {
  let seeded = 0;
  for (const size of SIZES) {
    await seedHostsAndNodes(bench.store, NETWORK, size - seeded, seeded);
    seeded = size;

    const firstRows = await coldFirstRows(page, `${url}/networks/${NETWORK.netid}/nodes`);
    const frames = [...(await scrollFrameTimes(page))].sort((a, b) => a - b);
    const middle = await jumpToMiddle(page);
    const sort = await medianSort(page, `${url}/networks/${NETWORK.netid}/nodes`);
    const search = await medianSearch(page, 'input[aria-label="Search nodes"]');
    const nodesHeap = await heapMb(page);
    const devicesFirstRows = await coldFirstRows(page, `${url}/devices`);
    const devicesSearch = await medianSearch(page, 'input[aria-label="Search devices"]');
    const devicesHeap = await heapMb(page);

    console.log(`\nNodes page with ${size.toLocaleString('en')} nodes (Chromium, SQLite, ${os.cpus().length} CPUs)`);
    console.log(`  first rows, empty cache      ${verdict(firstRows, FIRST_ROWS_TARGET_MS)}`);
    console.log(
      `  scroll frame time (p95)      ${verdict(percentile(frames, 0.95), SCROLL_FRAME_TARGET_MS)}  (median ${percentile(frames, 0.5).toFixed(1)} ms, worst ${frames[frames.length - 1].toFixed(1)} ms over ${frames.length} frames)`,
    );
    console.log(`  jump to the middle, drawn    ${verdict(middle, INTERACTION_TARGET_MS * 2)}`);
    console.log(`  sort by status (median of ${SAMPLES}) ${verdict(sort, INTERACTION_TARGET_MS)}`);
    console.log(`  search (median of ${SAMPLES})        ${verdict(search, INTERACTION_TARGET_MS)}`);
    console.log(`  JavaScript heap              ${nodesHeap.toFixed(1).padStart(5)} MB`);
    console.log(`Devices page with ${size.toLocaleString('en')} hosts`);
    console.log(`  first rows, empty cache      ${verdict(devicesFirstRows, FIRST_ROWS_TARGET_MS)}`);
    console.log(`  search (median of ${SAMPLES})        ${verdict(devicesSearch, INTERACTION_TARGET_MS)}`);
    console.log(`  JavaScript heap              ${devicesHeap.toFixed(1).padStart(5)} MB`);
  }
} finally {
  await bench.close();
}

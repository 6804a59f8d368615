/**
 * Benchmark: the console's nodes page with 10,000 nodes in one network, in headless Chromium against
 * the real server (SQLite). Prints the time from navigation to the first rows, the frame times while
 * the page scrolls through a page of rows, and how long a page change, a sort and a search take until
 * the table has painted again, next to the targets.
 */
import os from 'node:os';
import type { Page } from 'playwright-core';
import { startConsoleBench, timeToFirstShown, timeUntilShown, verdict, type UserAct } from './support/console-browser';
import { percentile } from './support/measure';
import { seedHostsAndNodes } from './support/seed';

const NODES = 10_000;
const FIRST_ROWS_TARGET_MS = 1_500;
const INTERACTION_TARGET_MS = 200;
/** 30 frames a second at worst while scrolling (95th percentile). */
const SCROLL_FRAME_TARGET_MS = 33;
const SCROLL_STEP_PX = 40;
const NETWORK = { netid: 'bench', addressrange: '10.200.0.0/16', addressrange6: 'fd42:b::/64' };

/** Does `act` and resolves to the milliseconds until a frame shows another first row. */
async function timeUntilRepaint(page: Page, act: UserAct): Promise<number> {
  const before = (await page.locator('tbody tr').first().textContent()) ?? '';
  return timeUntilShown(page, act, (text) => document.querySelector('tbody tr')?.textContent !== text, before);
}

/** Scrolls the page from top to bottom and back, a step a frame, and resolves to each frame's duration. */
function scrollFrameTimes(page: Page): Promise<number[]> {
  return page.evaluate(async (step) => {
    const scroller = document.scrollingElement ?? document.documentElement;
    const bottom = scroller.scrollHeight - scroller.clientHeight;
    const positions: number[] = [];
    for (let top = 0; top <= bottom; top += step) positions.push(top);
    const frames: number[] = [];
    let last = await new Promise<number>((resolve) => requestAnimationFrame(resolve));
    for (const top of [...positions, ...[...positions].reverse()]) {
      scroller.scrollTop = top;
      const now = await new Promise<number>((resolve) => requestAnimationFrame(resolve));
      frames.push(now - last);
      last = now;
    }
    return frames;
  }, SCROLL_STEP_PX);
}

const bench = await startConsoleBench(NETWORK);
const { page, url } = bench;
try {
  await seedHostsAndNodes(bench.store, NETWORK, NODES);

  const firstRows = await timeToFirstShown(page, `${url}/networks/${NETWORK.netid}/nodes`, () =>
    Boolean(document.querySelector('tbody tr a')?.textContent?.startsWith('bench-host-')),
  );
  const frames = await scrollFrameTimes(page);
  const sortedFrames = [...frames].sort((a, b) => a - b);
  const nextPage = await timeUntilRepaint(page, { click: 'button', name: 'Next page' });
  const sort = await timeUntilRepaint(page, { click: 'button', name: 'Sort by Status' });
  const search = await timeUntilRepaint(page, { fill: 'input[aria-label="Search nodes"]', value: 'bench-host-9999' });

  console.log(`\nNodes page with ${NODES.toLocaleString('en')} nodes (Chromium, SQLite, ${os.cpus().length} CPUs)`);
  console.log(`  first rows after navigation  ${verdict(firstRows, FIRST_ROWS_TARGET_MS)}`);
  console.log(
    `  scroll frame time (p95)      ${verdict(percentile(sortedFrames, 0.95), SCROLL_FRAME_TARGET_MS)}  (median ${percentile(sortedFrames, 0.5).toFixed(1)} ms, worst ${Math.max(...frames).toFixed(1)} ms over ${frames.length} frames)`,
  );
  console.log(`  next page                    ${verdict(nextPage, INTERACTION_TARGET_MS)}`);
  console.log(`  sort by status               ${verdict(sort, INTERACTION_TARGET_MS)}`);
  console.log(`  search                       ${verdict(search, INTERACTION_TARGET_MS)}`);
} finally {
  await bench.close();
}

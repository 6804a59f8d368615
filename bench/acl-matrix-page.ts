/**
 * Benchmark: the old ACL page (the version 1 matrix) with 500 nodes in one network, in headless
 * Chromium against the real server (SQLite). Prints the time from navigation to the first matrix
 * cells and the time from clicking a cell until its new state is on screen (medians), next to the
 * targets, and for information how long Block All takes over every pair.
 */
import os from 'node:os';
import type { Page } from 'playwright-core';
import { median, startConsoleBench, timeToFirstShown, timeUntilShown, verdict } from './support/console-browser';
import { seedHostsAndNodes } from './support/seed';

const NODES = 500;
const RENDER_TARGET_MS = 2_000;
const TOGGLE_TARGET_MS = 100;
const RENDERS = 3;
const TOGGLES = 9;
const NETWORK = { netid: 'bench', addressrange: '10.201.0.0/16', addressrange6: 'fd42:c::/64' };

function timeToFirstCells(page: Page, url: string): Promise<number> {
  return timeToFirstShown(page, `${url}/networks/${NETWORK.netid}/old-acls`, () =>
    Boolean(document.querySelector('[role="grid"] button[data-row]')),
  );
}

/**
 * In the page: focuses and clicks the `index`th cell button shown, as a mouse click does, and
 * resolves to the milliseconds until its label has changed and the next frame starts.
 */
function timeToggle(page: Page, index: number): Promise<number> {
  return page.evaluate(
    (nth) =>
      new Promise<number>((resolve) => {
        const button = document.querySelectorAll<HTMLButtonElement>('[role="grid"] button[data-row]')[nth];
        const before = button.getAttribute('aria-label');
        const started = performance.now();
        const observer = new MutationObserver(() => {
          if (button.getAttribute('aria-label') === before) return;
          observer.disconnect();
          requestAnimationFrame(() => resolve(performance.now() - started));
        });
        observer.observe(button, { attributes: true, attributeFilter: ['aria-label'] });
        button.focus();
        button.click();
      }),
    index,
  );
}

/** From a click on Block All until a frame shows the changed cells (every pair starts allowed). */
function timeBlockAll(page: Page): Promise<number> {
  return timeUntilShown(
    page,
    { click: 'button', name: 'Block All' },
    () => document.querySelector('[role="grid"] button[data-changed]') !== null,
  );
}

const bench = await startConsoleBench(NETWORK);
const { page, url } = bench;
try {
  await seedHostsAndNodes(bench.store, NETWORK, NODES);

  const renders: number[] = [];
  for (let run = 0; run < RENDERS; run++) renders.push(await timeToFirstCells(page, url));
  const shown = await page.locator('[role="grid"] button[data-row]').count();
  const toggles: number[] = [];
  for (let run = 0; run < TOGGLES; run++) toggles.push(await timeToggle(page, (run * 7) % shown));
  await page.getByRole('button', { name: 'Reset' }).click();
  const blockAll = await timeBlockAll(page);

  const pairs = (NODES * (NODES - 1)) / 2;
  console.log(`\nOld ACL page with ${NODES} nodes (Chromium, SQLite, ${os.cpus().length} CPUs)`);
  console.log(
    `  first matrix cells after navigation (median of ${RENDERS})  ${verdict(median(renders), RENDER_TARGET_MS)}`,
  );
  console.log(
    `  cell toggle on screen (median of ${TOGGLES})                ${verdict(median(toggles), TOGGLE_TARGET_MS)}`,
  );
  console.log(
    `  Block All over ${pairs.toLocaleString('en')} pairs (for information)  ${blockAll.toFixed(0).padStart(5)} ms`,
  );
  console.log(
    `  (${shown} cells rendered of ${(NODES * NODES).toLocaleString('en')}; renders ${renders.map((ms) => ms.toFixed(0)).join(', ')} ms; toggles ${toggles.map((ms) => ms.toFixed(1)).join(', ')} ms)`,
  );
} finally {
  await bench.close();
}

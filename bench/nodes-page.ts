/**
 * Benchmark: the console's nodes page with 10,000 nodes in one network, in headless Chromium against
 * the real server (SQLite). Prints the time from navigation to the first rows, and how long a page
 * change, a sort and a search take until the table has painted again, next to the targets.
 */
import os from 'node:os';
import type { Page } from 'playwright-core';
import { startConsoleBench, timeToFirstShown, timeUntilShown, verdict, type UserAct } from './support/console-browser';
import { seedHostsAndNodes } from './support/seed';

const NODES = 10_000;
const FIRST_ROWS_TARGET_MS = 1_500;
const INTERACTION_TARGET_MS = 200;
const NETWORK = { netid: 'bench', addressrange: '10.200.0.0/16', addressrange6: 'fd42:b::/64' };

/** Does `act` and resolves to the milliseconds until a frame shows another first row. */
async function timeUntilRepaint(page: Page, act: UserAct): Promise<number> {
  const before = (await page.locator('tbody tr').first().textContent()) ?? '';
  return timeUntilShown(page, act, (text) => document.querySelector('tbody tr')?.textContent !== text, before);
}

const bench = await startConsoleBench(NETWORK);
const { page, url } = bench;
try {
  await seedHostsAndNodes(bench.store, NETWORK, NODES);

  const firstRows = await timeToFirstShown(page, `${url}/networks/${NETWORK.netid}/nodes`, () =>
    Boolean(document.querySelector('tbody tr a')?.textContent?.startsWith('bench-host-')),
  );
  const nextPage = await timeUntilRepaint(page, { click: 'button', name: 'Next page' });
  const sort = await timeUntilRepaint(page, { click: 'button', name: 'Sort by Status' });
  const search = await timeUntilRepaint(page, { fill: 'input[aria-label="Search nodes"]', value: 'bench-host-9999' });

  console.log(`\nNodes page with ${NODES.toLocaleString('en')} nodes (Chromium, SQLite, ${os.cpus().length} CPUs)`);
  console.log(`  first rows after navigation  ${verdict(firstRows, FIRST_ROWS_TARGET_MS)}`);
  console.log(`  next page                    ${verdict(nextPage, INTERACTION_TARGET_MS)}`);
  console.log(`  sort by status               ${verdict(sort, INTERACTION_TARGET_MS)}`);
  console.log(`  search                       ${verdict(search, INTERACTION_TARGET_MS)}`);
} finally {
  await bench.close();
}

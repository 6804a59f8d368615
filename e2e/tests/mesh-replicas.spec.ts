import { expect, test, type Page } from '@playwright/test';
import { adminToken } from '../support/api';
import { ADMIN, signIn } from '../support/fixtures';
import { MeshLab, type LabHost } from '../support/mesh/lab';
import { adminCall, joinAll, overlayAddress, type ListedNode } from '../support/mesh/mesh-server';
import { requireMeshTools, within } from '../support/mesh/mesh-test';
import { startReplicaSet, type ReplicaSet } from '../support/mesh/replicas';
import type { Netloom } from '../support/netloom';

const NETID = 'replicas';
const RANGE = '10.207.0.0/24';

/** A replica set's balancer as the mesh helpers take a server: hosts and admins reach every server through it. */
const through = (set: ReplicaSet): Netloom => ({ ...set.replicas[0], url: set.balancer.url });

async function addDnsEntry(serverUrl: string, name: string, address: string): Promise<Response> {
  return fetch(`${serverUrl}/api/dns/${NETID}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${await adminToken(serverUrl)}` },
    body: JSON.stringify({ name, address }),
  });
}

const dnsEntry = (page: Page, name: string) => page.getByRole('button', { name: `Copy ${name}.${NETID}`, exact: true });

/** Searches the DNS page for an entry (hundreds were written before) and waits until it shows. */
async function findEntry(page: Page, name: string, timeout?: number): Promise<void> {
  await page.getByRole('textbox', { name: 'Search DNS entries' }).fill(name);
  await expect(dnsEntry(page, name)).toBeVisible({ timeout });
}

/** Records every alert the page shows, across navigations, for the test to read at the end. */
async function recordAlerts(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction('netloomAlertSeen', (text: string) => seen.push(text));
  await page.addInitScript(() => {
    const report = (window as unknown as { netloomAlertSeen(text: string): void }).netloomAlertSeen;
    const known = new WeakSet<Element>();
    new MutationObserver(() => {
      for (const alert of Array.from(document.querySelectorAll('[role="alert"]'))) {
        if (known.has(alert) || !alert.textContent) continue;
        known.add(alert);
        report(alert.textContent);
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  return seen;
}

/** Pings `address` from `host` every 0.2 s for `seconds`; resolves with the replies' sequence numbers. */
function pingFor(lab: MeshLab, host: LabHost, address: string, seconds: number): Promise<number[]> {
  const ping = lab.spawnIn(host.namespace, 'ping', ['-i', '0.2', '-w', String(seconds), '-W', '1', address]);
  let output = '';
  ping.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) =>
    ping.once('exit', () => resolve([...output.matchAll(/icmp_seq=(\d+)/g)].map((match) => Number(match[1])))),
  );
}

/** The longest run of pings without a reply among `sent`, from the replies' sequence numbers. */
function longestSilence(replies: number[], sent: number): number {
  let longest = 0;
  let previous = 0;
  for (const seq of [...replies, sent + 1]) {
    longest = Math.max(longest, seq - previous - 1);
    previous = seq;
  }
  return longest;
}

// README "Running several servers": two servers on one PostgreSQL behind a real HAProxy, with agents joined through it.
test.describe.serial('several servers behind HAProxy', () => {
  test.setTimeout(180_000);
  let lab: MeshLab;
  let set: ReplicaSet;
  let hosts: LabHost[];
  let nodes: Map<string, ListedNode>;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    requireMeshTools();
    lab = new MeshLab();
    set = await startReplicaSet(lab);
    await adminCall(through(set), 'POST', '/api/networks', {
      netid: NETID,
      addressrange: RANGE,
      isipv4: 'yes',
      isipv6: 'no',
      defaultacl: 'yes',
    });
    const keys = (await adminCall(through(set), 'GET', '/api/v1/enrollment-keys')) as {
      default: boolean;
      networks: string[] | null;
      token: string;
    }[];
    const token = keys.find((key) => key.default && key.networks?.includes(NETID))!.token;
    hosts = ['a', 'b', 'c'].map((name) => lab.addHost(name));
    nodes = await joinAll(lab, through(set), NETID, token, hosts);
  });

  test.afterAll(async () => {
    await lab?.dispose();
    await set?.dispose();
  });

  test('both servers started together serve, one leads, and the agents joined through the balancer ping', async () => {
    const listed = await set.listed();
    expect(listed).toHaveLength(2);
    expect(listed.filter((replica) => replica.leader)).toHaveLength(1);
    await within(15_000, 'every agent on a broker', () =>
      hosts.every((host) => lab.agentStatus(host).updates === 'broker'),
    );
    await within(20_000, 'a pinging b and c', () =>
      ['b', 'c'].every((name) => lab.pings(hosts[0].namespace, overlayAddress(nodes.get(name)!))),
    );
  });

  test('a change made through either server reaches every agent within 2 s, and a console open on the other', async ({
    page,
  }) => {
    const [a, b] = hosts;
    const pair = { source: nodes.get('a')!.id, target: nodes.get('b')!.id };
    for (const [index, allowed] of [
      [0, false],
      [1, true],
      [1, false],
      [0, true],
    ] as const) {
      const made = Date.now();
      await adminCall(set.replicas[index], 'PUT', `/api/networks/${NETID}/acls/pair`, { ...pair, allowed });
      await within(2000, `the pair ${allowed ? 'allowed' : 'denied'} through server ${index + 1} on both agents`, () =>
        [lab.peerKeys(a).includes(lab.publicKeyOf(b)), lab.peerKeys(b).includes(lab.publicKeyOf(a))].every(
          (has) => has === allowed,
        ),
      );
      console.log(
        `server ${index + 1}: pair ${allowed ? 'allowed' : 'denied'} on both agents in ${Date.now() - made} ms`,
      );
    }

    const other = set.replicas[1].url;
    await signIn(page, ADMIN, other);
    await page.goto(`${other}/networks/${NETID}/dns`);
    await expect(page.getByRole('status', { name: /^Live updates: / })).toHaveAccessibleName('Live updates: Live');
    expect((await addDnsEntry(set.replicas[0].url, 'seen.elsewhere', '10.207.0.200')).status).toBe(200);
    await expect(dnsEntry(page, 'seen.elsewhere')).toBeVisible({ timeout: 3000 });
  });

  test('the leader killed under ~50 writes/s: another leads within 10 s, no acknowledged write is lost, pings go on', async () => {
    const [a, b] = hosts;
    const oldLeader = await set.leader();
    expect(oldLeader).toBeGreaterThanOrEqual(0);
    const seconds = 16;
    const pings = pingFor(lab, a, overlayAddress(nodes.get('b')!), seconds);
    const acknowledged: string[] = [];
    let failed = 0;
    const sent: Promise<void>[] = [];
    const write = (name: string) =>
      addDnsEntry(set.balancer.url, name, '10.207.0.201')
        .then((response) => (response.status === 200 ? acknowledged.push(name) : (failed += 1)))
        .catch(() => (failed += 1))
        .then(() => undefined);
    // One write every 20 ms whatever the answers take: ~50 writes/s.
    let index = 0;
    const writingFrom = Date.now();
    const writing = setInterval(() => sent.push(write(`load-${(index += 1)}`)), 20);
    await new Promise((resolve) => setTimeout(resolve, 4000));
    const killed = Date.now();
    await set.replicas[oldLeader].kill();
    const takeover = await within(10_000, 'another server leading', async () => {
      const leader = await set.leader().catch(() => -1);
      return leader >= 0 && leader !== oldLeader;
    });
    console.log(`a new leader ${takeover} ms after the kill (${Date.now() - killed} ms to see it)`);
    await new Promise((resolve) => setTimeout(resolve, 6000));
    clearInterval(writing);
    const writingSeconds = (Date.now() - writingFrom) / 1000;
    await Promise.all(sent);
    const replies = await pings;
    const rate = acknowledged.length / writingSeconds;
    console.log(
      `${acknowledged.length} writes acknowledged (${rate.toFixed(0)}/s), ${failed} failed; ` +
        `${replies.length} of ${seconds * 5} pings answered, ` +
        `longest silence ${longestSilence(replies, seconds * 5)} pings`,
    );
    expect(rate).toBeGreaterThan(40);
    const stored = (await adminCall(through(set), 'GET', `/api/dns/adm/${NETID}`)) as { name: string }[];
    const names = new Set(stored.map((entry) => entry.name));
    expect(acknowledged.filter((name) => !names.has(name))).toEqual([]);
    expect(longestSilence(replies, seconds * 5)).toBeLessThanOrEqual(5);

    await within(20_000, 'every agent back on a broker', () =>
      hosts.every((host) => lab.agentStatus(host).updates === 'broker'),
    );
    const pair = { source: nodes.get('a')!.id, target: nodes.get('b')!.id };
    await adminCall(through(set), 'PUT', `/api/networks/${NETID}/acls/pair`, { ...pair, allowed: false });
    await within(
      2000,
      'the new leader publishing a change to the agents',
      () => !lab.peerKeys(a).includes(lab.publicKeyOf(b)),
    );
    await adminCall(through(set), 'PUT', `/api/networks/${NETID}/acls/pair`, { ...pair, allowed: true });
    await set.replicas[oldLeader].start();
  });

  test('a rolling restart of both servers: the console through the balancer keeps working and shows no error', async ({
    page,
  }) => {
    const alerts = await recordAlerts(page);
    await signIn(page, ADMIN, set.url);
    await page.goto(`${set.url}/networks/${NETID}/dns`);
    const indicator = page.getByRole('status', { name: /^Live updates: / });
    await expect(indicator).toHaveAccessibleName('Live updates: Live');
    for (const [index, replica] of set.replicas.entries()) {
      await replica.stop();
      const name = `while-${index + 1}-restarts`;
      expect((await addDnsEntry(set.balancer.url, name, '10.207.0.202')).status).toBe(200);
      await findEntry(page, name, 15_000);
      await page.reload();
      await findEntry(page, name);
      await replica.start();
      await page.goto(`${set.url}/networks/${NETID}/dns`);
      await findEntry(page, name);
      await expect(indicator).toHaveAccessibleName('Live updates: Live', { timeout: 15_000 });
    }
    expect(alerts).toEqual([]);
    expect((await set.listed()).length).toBe(2);
  });
});

import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { BrokerProxy } from '../support/mesh/broker-proxy';
import { LAB_RESOLV_CONF, type LabHost, type MeshLab } from '../support/mesh/lab';
import { startLanNameserver } from '../support/mesh/lan-nameserver';
import { adminCall, joinAll, meshNetwork, overlayAddress, type ListedNode } from '../support/mesh/mesh-server';
import { within } from '../support/mesh/mesh-test';
import { useMeshLab } from '../support/mesh/use-mesh-lab';
import type { Netloom } from '../support/netloom';

const NETID = 'names';
const RANGE = '10.204.0.0/24';
const OTHER = 'others';
const OTHER_RANGE = '10.205.0.0/24';
/** How soon a change of names must be answered on every host (issue 27). */
const NAMES_FOLLOW_MS = 2000;
const BLOCK_BEGIN = '# netloom-agent: begin';

// Every host's agent answers the mesh's names on its mesh address and points the host's resolver
// (here a namespace's own /etc/resolv.conf) at itself: names resolve with getent, ping and dig.
test.describe.serial('names that resolve on every host', () => {
  let proxy: BrokerProxy | undefined;
  const mesh = useMeshLab(NETID, RANGE, ['a', 'b', 'c'], async (lab) => {
    proxy = await BrokerProxy.start(lab.serverAddress);
    return { NETLOOM_BROKER_PUBLIC_URL: `ws://${lab.serverAddress}:${proxy.port}/api/v1/mqtt` };
  });
  let lab: MeshLab;
  let server: Netloom;
  let a: LabHost;
  let b: LabHost;
  let c: LabHost;
  let nodes: Map<string, ListedNode>;
  let otherNodes: Map<string, ListedNode>;
  const lanSubnet = `198.19.${2 + Math.floor(Math.random() * 250)}`;

  const address = (host: LabHost) => overlayAddress(nodes.get(host.name)!);
  /** What the host's resolver answers for a name: its addresses, none when it finds none. */
  const lookup = (host: LabHost, name: string) =>
    lab
      .exec(host.namespace, 'getent', ['ahostsv4', name])
      .output.split('\n')
      .filter((line) => line.includes('STREAM'))
      .map((line) => line.split(/\s+/)[0]);
  const resolves = (host: LabHost, name: string, to: string) => lookup(host, name).includes(to);
  /** What an agent's resolver answers a question (`dig` options and all), asked from a host. */
  const dig = (from: LabHost, server: string, ...args: string[]) =>
    lab.exec(from.namespace, 'dig', [`@${server}`, '+tries=1', '+time=2', ...args]).output;
  /** Whether the host's own agent answers the name with `to` (or, with null, says there is no such name). */
  const agentAnswers = (host: LabHost, name: string, to: string | null) => {
    const answer = dig(host, address(host), name);
    return to === null
      ? answer.includes('status: NXDOMAIN')
      : new RegExp(`\\sA\\s+${to.replaceAll('.', '\\.')}\\n`).test(answer);
  };
  const resolvConf = (host: LabHost) => readFileSync(lab.resolvConf(host.namespace), 'utf8');
  /** How long until every host answers as `check` wants. */
  const followed = (what: string, check: () => boolean) => within(10_000, what, check);

  test.beforeAll(async () => {
    ({ lab, server } = mesh());
    const { token, hosts } = mesh();
    [a, b, c] = [hosts.get('a')!, hosts.get('b')!, hosts.get('c')!];
    proxy!.targetPort = Number(new URL(server.url).port);
    nodes = await joinAll(lab, server, NETID, token, [a, b]);
    // c is only in the other network, which a is in too.
    const otherToken = await meshNetwork(server, OTHER, OTHER_RANGE);
    otherNodes = await joinAll(lab, server, OTHER, otherToken, [c]);
    await adminCall(server, 'POST', `/api/hosts/${lab.hostIdOf(a)}/networks/${OTHER}`);
    await within(30_000, 'a pinging b', () => lab.pings(a.namespace, address(b)));
  });

  test.afterAll(async () => {
    await proxy?.close();
  });

  test('a host resolves its peers by <name>.<network>: getent, ping, dig over UDP and TCP', async () => {
    await followed('a resolving b.names', () => resolves(a, `b.${NETID}`, address(b)));
    expect(resolves(b, `a.${NETID}`, address(a))).toBe(true);
    expect(lab.exec(a.namespace, 'ping', ['-c1', '-W2', `b.${NETID}`]).status).toBe(0);
    expect(dig(a, address(a), '+short', `b.${NETID}`).trim()).toBe(address(b));
    expect(dig(a, address(a), '+tcp', '+short', `B.${NETID.toUpperCase()}`).trim()).toBe(address(b));
    expect(dig(b, address(a), `nobody.${NETID}`)).toContain('status: NXDOMAIN');
    // A name the agent does not own is refused, so the host's own nameserver (next in resolv.conf) answers it.
    expect(dig(a, address(a), 'example.org')).toContain('status: REFUSED');
  });

  test('the resolver file gets a managed block at its top, the original kept below it', () => {
    const text = resolvConf(a);
    expect(text.startsWith(BLOCK_BEGIN)).toBe(true);
    expect(text).toContain(`nameserver ${address(a)}`);
    expect(text.endsWith(LAB_RESOLV_CONF(a.name))).toBe(true);
    const status = lab.agentCommand(a, ['status']).output;
    expect(status).toMatch(/dns: {8}a block at the top of \/etc\/resolv\.conf names this agent; answering on /);
    expect(status).toContain(`b.${NETID}`);
  });

  test('names of a network are answered only to its hosts', async () => {
    const cAddress = overlayAddress(otherNodes.get('c')!);
    await followed('a resolving c.others', () => resolves(a, `c.${OTHER}`, cAddress));
    // b is not in the other network: a's agent refuses to tell it c's name, and b's resolver doesn't know it.
    expect(dig(b, address(a), `c.${OTHER}`)).toContain('status: REFUSED');
    expect(lookup(b, `c.${OTHER}`)).toEqual([]);
    expect(lookup(c, `b.${NETID}`)).toEqual([]);
  });

  test('a new entry, a renamed host and a deleted node are answered on every host within 2 s', async () => {
    const timings: Record<string, number> = {};
    let started = Date.now();
    await adminCall(server, 'POST', `/api/dns/${NETID}`, { name: 'db', address: address(b) });
    await within(10_000, 'db.names on a and b', () =>
      [a, b].every((host) => agentAnswers(host, `db.${NETID}`, address(b))),
    );
    timings.entry = Date.now() - started;
    expect(resolves(a, `db.${NETID}`, address(b))).toBe(true);

    started = Date.now();
    await adminCall(server, 'PUT', `/api/hosts/${lab.hostIdOf(b)}`, { name: 'bee' });
    await within(10_000, 'bee.names on a and b, b.names gone', () =>
      [a, b].every((host) => agentAnswers(host, `bee.${NETID}`, address(b)) && agentAnswers(host, `b.${NETID}`, null)),
    );
    timings.rename = Date.now() - started;

    started = Date.now();
    await adminCall(server, 'DELETE', `/api/nodes/${OTHER}/${otherNodes.get('c')!.id}`);
    await within(10_000, 'c.others gone on a', () => agentAnswers(a, `c.${OTHER}`, null));
    timings.deletion = Date.now() - started;

    console.log(`names followed changes on every host in ${JSON.stringify(timings)} ms`);
    for (const ms of Object.values(timings)) expect(ms).toBeLessThanOrEqual(NAMES_FOLLOW_MS);
  });

  test('a nameserver for a match domain, reached through an egress gateway, answers names of its LAN', async () => {
    const lan = lab.namespace('lan');
    lab.link(
      { namespace: a.namespace, address: `${lanSubnet}.1/24` },
      { namespace: lan, address: `${lanSubnet}.53/24` },
    );
    startLanNameserver(lab, lan, { 'printer.corp.example': `${lanSubnet}.7` });
    await adminCall(server, 'POST', `/api/nodes/${NETID}/${nodes.get('a')!.id}/creategateway`, {
      ranges: [`${lanSubnet}.0/24`],
      natenabled: 'yes',
    });
    await adminCall(server, 'POST', `/api/v1/nameserver?network=${NETID}`, {
      name: 'Office',
      network_id: NETID,
      servers: [`${lanSubnet}.53`],
      domains: [{ domain: 'corp.example' }],
    });
    await followed('b resolving printer.corp.example', () => resolves(b, 'printer.corp.example', `${lanSubnet}.7`));
    expect(dig(b, address(b), 'nothing.corp.example')).toContain('status: NXDOMAIN');
  });

  test('with the broker unreachable, names still reach the hosts through the pull', async () => {
    const updates = (host: LabHost) => lab.agentStatus(host).updates;
    proxy!.cutOff();
    await within(10_000, 'both pulling', () => [a, b].every((host) => updates(host) === 'pull'));
    await adminCall(server, 'POST', `/api/dns/${NETID}`, { name: 'pulled', address: address(a) });
    await followed('pulled.names on a and b', () =>
      [a, b].every((host) => resolves(host, `pulled.${NETID}`, address(a))),
    );
    proxy!.restore();
    await within(15_000, 'both on the broker again', () => [a, b].every((host) => updates(host) === 'broker'));
  });

  test('each host reports how it resolves the names, which the server shows', async () => {
    const states = (await adminCall(server, 'GET', `/api/v2/networks/${NETID}/dns/hosts`)) as {
      name: string;
      state: string;
      mode: string;
      listening: string[];
    }[];
    expect(states.map(({ name, state, mode }) => [name, state, mode]).sort()).toEqual([
      ['a', 'serving', 'file'],
      ['bee', 'serving', 'file'],
    ]);
  });

  test('a killed agent leaves its block; down and the next start put the file back exactly', async () => {
    a.agent!.kill('SIGKILL');
    await new Promise((resolve) => a.agent!.once('exit', resolve));
    a.agent = null;
    expect(resolvConf(a).startsWith(BLOCK_BEGIN)).toBe(true);
    expect(lab.agentCommand(a, ['down']).status).toBe(0);
    expect(resolvConf(a)).toBe(LAB_RESOLV_CONF(a.name));

    lab.startAgent(a, ['run']);
    await followed('a serving names again', () => resolves(a, `bee.${NETID}`, address(b)));
    a.agent!.kill('SIGKILL');
    await new Promise((resolve) => a.agent!.once('exit', resolve));
    lab.startAgent(a, ['run']);
    await followed('a serving names after its crash', () => resolves(a, `bee.${NETID}`, address(b)));
    const text = resolvConf(a);
    expect(text.split(BLOCK_BEGIN)).toHaveLength(2);
    expect(text.endsWith(LAB_RESOLV_CONF(a.name))).toBe(true);

    await lab.stopAgent(a);
    expect(resolvConf(a)).toBe(LAB_RESOLV_CONF(a.name));
  });

  test('leave puts the file back exactly', async () => {
    expect(resolvConf(b).startsWith(BLOCK_BEGIN)).toBe(true);
    const left = lab.agentCommand(b, ['leave']);
    expect(left.status, left.output).toBe(0);
    expect(resolvConf(b)).toBe(LAB_RESOLV_CONF(b.name));
  });
});

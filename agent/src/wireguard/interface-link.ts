import { readFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { run } from '../system/run';
import { ipJson, isMissing } from './ip-json';

/** What the agent needs to know about an existing interface. */
export interface InterfaceLink {
  ifindex: number;
  mtu: number;
  up: boolean;
}

interface IpLink {
  ifindex: number;
  mtu: number;
  flags: string[];
}

/**
 * wireguard-go daemonizes; it only keeps our stdout and stderr open when LOG_LEVEL is set, which would leave
 * `run` waiting for the daemon to exit, so it is cleared.
 */
const WIREGUARD_GO_ENV = { WG_I_PREFER_BUGGY_USERSPACE_TO_POLISHED_KMOD: '1', LOG_LEVEL: '' };

const READY_TIMEOUT_MS = 5_000;
const READY_POLL_MS = 50;

/** The kernel's IFF_UP flag in /sys/class/net/<name>/flags. */
const IFF_UP = 0x1;

/**
 * The interface in the current network namespace, or null when there is none. Read from sysfs (no
 * process to start: every update asks), with `ip` where sysfs does not show this namespace.
 */
export async function readLink(name: string): Promise<InterfaceLink | null> {
  const folder = `/sys/class/net/${name}`;
  try {
    const [ifindex, mtu, flags] = await Promise.all(
      ['ifindex', 'mtu', 'flags'].map(async (file) => Number((await readFile(`${folder}/${file}`, 'utf8')).trim())),
    );
    return { ifindex, mtu, up: (flags & IFF_UP) !== 0 };
  } catch {
    return readLinkWithIp(name);
  }
}

async function readLinkWithIp(name: string): Promise<InterfaceLink | null> {
  try {
    const [link] = await ipJson<IpLink>(['link', 'show', 'dev', name]);
    return link ? { ifindex: link.ifindex, mtu: link.mtu, up: link.flags.includes('UP') } : null;
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

/** True when the interface exists in the current network namespace. */
export async function interfaceExists(name: string): Promise<boolean> {
  return (await readLink(name)) !== null;
}

/** Creates a WireGuard interface (kernel WireGuard when the module is there, else wireguard-go) and waits until `wg` reaches it. */
export async function createInterface(name: string): Promise<void> {
  try {
    await run('ip', ['link', 'add', 'dev', name, 'type', 'wireguard']);
  } catch {
    await run('wireguard-go', [name], { env: WIREGUARD_GO_ENV });
  }
  await waitUntilWireguardAnswers(name);
}

async function waitUntilWireguardAnswers(name: string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    try {
      await run('wg', ['show', name]);
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await sleep(READY_POLL_MS);
    }
  }
}

/** Sets the interface's MTU and brings it up, when it is not so already. */
export async function bringLinkUp(name: string, mtu: number, link: InterfaceLink | null): Promise<void> {
  if (link && link.up && link.mtu === mtu) return;
  await run('ip', ['link', 'set', 'dev', name, 'mtu', String(mtu), 'up']);
}

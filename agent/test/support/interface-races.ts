import { createSocket } from 'node:dgram';
import { setTimeout as sleep } from 'node:timers/promises';
import type { DesiredInterface } from '../../src/desired';
import { run } from '../../src/system/run';
import { applyInterface, interfaceExists, removeInterface, withListenPortFree } from '../../src/wireguard';

/**
 * Lends the interface's listen port to a UDP socket for `holdMs`, as a STUN discovery does, and
 * applies `desired` in full 50 ms into the loan, as an update arriving meanwhile is; resolves with
 * the port WireGuard listens on after both (throws when either failed).
 */
export async function applyWhileLendingPort(desired: DesiredInterface, holdMs: number): Promise<number> {
  const lending = withListenPortFree(desired.name, desired.listenPort, async () => {
    const socket = createSocket('udp4');
    await new Promise<void>((bound) => socket.bind(desired.listenPort, bound));
    await sleep(holdMs);
    await new Promise<void>((closed) => socket.close(closed));
  });
  await sleep(50);
  await Promise.all([lending, applyInterface(desired)]);
  return Number((await run('wg', ['show', desired.name, 'listen-port'])).trim());
}

/**
 * Removes the interface 10 ms after applying `desired` began, as an agent told its host was deleted does while an
 * update is being applied; resolves with whether the interface exists after both.
 */
export async function removeWhileApplying(desired: DesiredInterface): Promise<boolean> {
  const applying = applyInterface(desired);
  await sleep(10);
  await Promise.all([applying, removeInterface(desired.name)]);
  return interfaceExists(desired.name);
}

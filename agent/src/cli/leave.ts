import { HostDns } from '../dns';
import { removeFirewall } from '../firewall';
import { log } from '../log';
import { ServerApi } from '../server/server-api';
import { readState, removeState } from '../state/agent-state';
import { removeStatus } from '../state/agent-status';
import { serverTrust } from '../state/server-trust';
import { removeInterface } from '../wireguard';
import { stopRunningAgent } from './stop-agent';

/**
 * `down`: stops the running agent (which puts the host's resolver back) and removes the interface, its
 * routes and rules; the identity stays for `run`. The resolver is put back here too when the agent was killed.
 */
export async function down(stateDir: string): Promise<void> {
  const state = await readState(stateDir);
  await stopRunningAgent(stateDir);
  await new HostDns({ stateDir }).start();
  await removeInterface(state.interfaceName);
  await removeFirewall();
  await removeStatus(stateDir);
  log(`interface ${state.interfaceName} removed; netloom-agent run brings it back`);
}

/** `leave`: deletes the host on the server, then removes everything of it here, identity included. */
export async function leave(stateDir: string): Promise<void> {
  const state = await readState(stateDir);
  const credentials = { id: state.hostId, password: state.hostSecret };
  await new ServerApi(state.server, credentials, await serverTrust(state)).leave();
  await down(stateDir);
  await removeState(stateDir);
  log(`host ${state.hostId} left ${state.server}`);
}

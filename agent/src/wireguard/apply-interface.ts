import type { DesiredInterface } from '../desired';
import { syncAddresses } from './interface-addresses';
import { bringLinkUp, createInterface, readLink } from './interface-link';
import { syncRoutes } from './interface-routes';
import { inTurn } from './interface-turns';
import { applyInternetGateway } from './internet-gateway';
import { syncPeers } from './peer-config';

/** The parts of the desired state each step reads: a step runs again only when its part changed. */
const STEP_INPUTS = {
  peers: (desired: DesiredInterface) => [desired.privateKey, desired.listenPort, desired.peers],
  addresses: (desired: DesiredInterface) => desired.addresses,
  routes: (desired: DesiredInterface) => desired.routes,
  internetGateway: (desired: DesiredInterface) => [
    desired.defaultGateway,
    desired.serverAddress,
    desired.defaultGateway === null ? [] : desired.peers.map((peer) => peer.endpoint),
  ],
};

/**
 * Makes the WireGuard interface match the desired state: creates it when missing (an existing one is kept, so an
 * agent restart does not drop sessions), then key, port, peers, MTU, addresses, routes and the internet gateway.
 * Given the state it applied last (`previous`), it skips the steps whose inputs did not change, so a peer joining
 * a large mesh costs each host one `wg syncconf`; without it, or when the interface had gone, every step converges.
 */
export function applyInterface(desired: DesiredInterface, previous: DesiredInterface | null = null): Promise<void> {
  return inTurn(desired.name, () => converge(desired, previous));
}

async function converge(desired: DesiredInterface, previous: DesiredInterface | null): Promise<void> {
  const link = await readLink(desired.name);
  if (link === null) await createInterface(desired.name);
  const changed = (step: keyof typeof STEP_INPUTS) =>
    link === null ||
    previous === null ||
    JSON.stringify(STEP_INPUTS[step](desired)) !== JSON.stringify(STEP_INPUTS[step](previous));
  if (changed('peers')) await syncPeers(desired);
  await bringLinkUp(desired.name, desired.mtu, link);
  if (changed('addresses')) await syncAddresses(desired.name, desired.addresses);
  if (changed('routes')) await syncRoutes(desired.name, desired.routes);
  if (changed('internetGateway')) await applyInternetGateway(desired);
}

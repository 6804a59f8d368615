import type { DesiredInterface } from '../desired';
import { syncAddresses } from './interface-addresses';
import { bringLinkUp, createInterface, readLink } from './interface-link';
import { syncRoutes } from './interface-routes';
import { applyInternetGateway } from './internet-gateway';
import { syncPeers } from './peer-config';

/**
 * Makes the WireGuard interface match the desired state: creates it when missing (an existing one is kept, so an
 * agent restart does not drop sessions), then key, port, peers, MTU, addresses, routes and the internet gateway.
 */
export async function applyInterface(desired: DesiredInterface): Promise<void> {
  const link = await readLink(desired.name);
  if (link === null) await createInterface(desired.name);
  await syncPeers(desired);
  await bringLinkUp(desired.name, desired.mtu, link);
  await syncAddresses(desired.name, desired.addresses);
  await syncRoutes(desired.name, desired.routes);
  await applyInternetGateway(desired);
}

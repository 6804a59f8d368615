import type { DesiredFirewall } from '../desired';
import { run } from '../system/run';
import { enableIpForwarding } from './ip-forwarding';
import { renderNetloomTable, replaceTableScript } from './netloom-table';

/**
 * Replaces the agent's nftables table with the one the desired firewall needs in one transaction:
 * when nft refuses it, the table before stays whole. Enables forwarding on gateways.
 */
export async function applyFirewall(desired: DesiredFirewall): Promise<void> {
  const table = renderNetloomTable(desired);
  if (desired.forwarding) await enableIpForwarding();
  await run('nft', ['-f', '-'], { input: replaceTableScript(table) });
}

/** Deletes the agent's nftables table; nothing happens when there is none. */
export async function removeFirewall(): Promise<void> {
  await run('nft', ['-f', '-'], { input: replaceTableScript(null) });
}

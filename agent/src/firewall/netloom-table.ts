import { normaliseCidr, parseCidr } from '@netloom/contract';
import type { DesiredFirewall, EgressRange } from '../desired';
import { renderMeshFilter } from './mesh-filter';
import { chainBlock } from './nft-blocks';

/** The nftables table the agent owns; nothing else in the ruleset is touched. */
const NETLOOM_TABLE = 'inet netloom';

const INTERFACE_NAME = /^[A-Za-z0-9_.-]{1,15}$/;

/** A CIDR checked and written with its network address, so nothing but a range reaches the nft script. */
function rangeOf(text: string): { cidr: string; version: 4 | 6; everything: boolean } {
  const parsed = parseCidr(text.trim());
  const cidr = normaliseCidr(text);
  if (!parsed || !cidr) throw new Error(`The egress range ${text} is not a CIDR`);
  return { cidr, version: parsed.version, everything: parsed.prefix === 0 };
}

function masqueradeRule(range: EgressRange, interfaceName: string): string {
  const source = rangeOf(range.source);
  const destination = rangeOf(range.destination);
  if (source.version !== destination.version) {
    throw new Error(`The egress range ${range.source} -> ${range.destination} mixes IPv4 and IPv6`);
  }
  const protocol = source.version === 6 ? 'ip6' : 'ip';
  const daddr = destination.everything ? '' : ` ${protocol} daddr ${destination.cidr}`;
  return `${protocol} saddr ${source.cidr}${daddr} oifname != "${interfaceName}" masquerade`;
}

/**
 * The agent's whole table for the desired firewall: the filter of what arrives from the mesh, and on
 * gateways forwarding (what is forwarded was filtered on arrival) and masquerade.
 */
export function renderNetloomTable(desired: DesiredFirewall): string {
  const name = desired.interfaceName;
  if (!INTERFACE_NAME.test(name)) throw new Error(`The interface name ${name} is not valid`);
  const filter = renderMeshFilter(desired.filter, name);
  const masquerade = desired.egress.filter((range) => range.nat).map((range) => masqueradeRule(range, name));
  const chains: string[][] = [filter.chain];
  if (desired.forwarding) {
    chains.push(
      chainBlock('forward', 'type filter hook forward priority 0; policy accept;', [
        `iifname "${name}" accept`,
        `oifname "${name}" ct state established,related accept`,
      ]),
    );
  }
  if (masquerade.length > 0) {
    chains.push(chainBlock('postrouting', 'type nat hook postrouting priority srcnat; policy accept;', masquerade));
  }
  return [`table ${NETLOOM_TABLE} {`, ...filter.sets, ...chains.flat(), '}'].join('\n');
}

/** An nft script that replaces the agent's table in one transaction (declaring it first makes the delete safe). */
export function replaceTableScript(table: string | null): string {
  return (
    [`table ${NETLOOM_TABLE} {}`, `delete table ${NETLOOM_TABLE}`, ...(table === null ? [] : [table])].join('\n') + '\n'
  );
}

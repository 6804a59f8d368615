/** The nftables rules the agent owns: forwarding and masquerade for gateways. */
export { applyFirewall, removeFirewall } from './apply-firewall';

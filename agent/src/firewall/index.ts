/** The nftables table the agent owns: the filter of what arrives from the mesh, forwarding and masquerade for gateways. */
export { applyFirewall, removeFirewall } from './apply-firewall';

import { endpointOf, REMOTE_ACCESS_DEFAULT_MTU } from '@netloom/contract';

/** The WireGuard config of an external client (docs/architecture.md, Host protocol), as a pure function of what it needs. */

export interface ClientConfigInput {
  client: {
    address: string | null;
    address6: string | null;
    privatekey: string;
    dns: string;
    postup: string;
    postdown: string;
  };
  /** The remote-access gateway node; 0 means "not set" for its MTU and keepalive. */
  gateway: { ingressmtu: number; ingresspersistentkeepalive: number; isinternetgateway: boolean };
  /** The gateway's host, which the client dials. */
  host: GatewayHostEndpoint & { publickey: string; mtu: number };
  network: { addressrange: string; addressrange6: string; defaultkeepalive: number };
  /** The outside ranges the network's egress gateways route. */
  egressRanges: string[];
  /** An endpoint IP of the gateway host to dial instead of its main one (checked by the caller). */
  preferredIp?: string;
  /** PostUp/PostDown lines; a QR code leaves them out. */
  withScripts: boolean;
}

export interface GatewayHostEndpoint {
  endpointip: string;
  endpointipv6: string;
  listenport: number;
}

/**
 * `ip:port` clients dial a gateway host at: the preferred IP, else its IPv4 endpoint, else its IPv6
 * one (in brackets); '' when the host has no endpoint IP yet.
 */
export function gatewayEndpoint(host: GatewayHostEndpoint, preferredIp?: string): string {
  const ip = preferredIp || host.endpointip || host.endpointipv6;
  if (ip === '') return '';
  return endpointOf(ip, host.listenport);
}

/** What the client routes through the gateway: everything for an internet gateway, else the network and its egress. */
function allowedIps({ gateway, network, egressRanges }: ClientConfigInput): string[] {
  if (gateway.isinternetgateway) return network.addressrange6 ? ['0.0.0.0/0', '::/0'] : ['0.0.0.0/0'];
  const ranges = [network.addressrange, network.addressrange6, ...egressRanges].filter((range) => range !== '');
  return [...new Set(ranges)];
}

/** One `Name = value` line per line of a stored script; '' for none. */
function scriptLines(name: 'PostUp' | 'PostDown', script: string): string {
  if (script.trim() === '') return '';
  return script
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .map((line) => `${name} = ${line}`)
    .join('\n');
}

/**
 * The client's `.conf` text, laid out as a person would write it: one line per setting, an optional
 * one (DNS, scripts, keepalive) left out when empty, one blank line between the sections.
 */
export function clientConfig(input: ClientConfigInput): string {
  const { client, gateway, host, network } = input;
  const addresses = [client.address && `${client.address}/32`, client.address6 && `${client.address6}/128`];
  const mtu = gateway.ingressmtu || host.mtu || REMOTE_ACCESS_DEFAULT_MTU;
  const keepalive = gateway.ingresspersistentkeepalive || network.defaultkeepalive;
  const sections = [
    [
      '[Interface]',
      `Address = ${addresses.filter(Boolean).join(',')}`,
      `PrivateKey = ${client.privatekey}`,
      `MTU = ${mtu}`,
      client.dns.trim() === '' ? '' : `DNS = ${client.dns.trim()}`,
      input.withScripts ? scriptLines('PostUp', client.postup) : '',
      input.withScripts ? scriptLines('PostDown', client.postdown) : '',
    ],
    [
      '[Peer]',
      `PublicKey = ${host.publickey}`,
      `AllowedIPs = ${allowedIps(input).join(',')}`,
      `Endpoint = ${gatewayEndpoint(host, input.preferredIp)}`,
      keepalive > 0 ? `PersistentKeepalive = ${keepalive}` : '',
    ],
  ];
  return `${sections.map((lines) => lines.filter((line) => line !== '').join('\n')).join('\n\n')}\n`;
}

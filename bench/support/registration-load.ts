/** Hosts joining through the real endpoint, `POST /api/v1/host/register/{token}`, with the body the agent sends. */
import type { RegisterHostRequest } from '@netloom/contract';
import { generateWireGuardKeyPair } from '../../server/src/mesh/wireguard-keys';
import { api } from './admin-api';

/** What `netloom-agent join` sends for a Debian host behind its own public address. */
export function agentRequest(index: number): RegisterHostRequest {
  return {
    os: 'linux',
    os_family: 'debian',
    os_version: '12',
    kernel_version: '6.1.0-28-amd64',
    version: '0.90.0',
    firewallinuse: 'nftables',
    listenport: 51821,
    interfaces: [{ name: 'eth0', addressString: `192.168.${(index >> 8) & 255}.${index & 255}/16` }],
    macaddress: `02:00:00:00:${((index >> 8) & 255).toString(16).padStart(2, '0')}:${(index & 255).toString(16).padStart(2, '0')}`,
    endpointip: `198.18.${(index >> 8) & 255}.${index & 255}`,
    name: `bench-host-${index}`,
    publickey: generateWireGuardKeyPair().publicKey,
    isstatic: false,
  };
}

/** Registers hosts with `concurrency` clients, each sending its next request once the last is answered; the latency of each. */
export async function register(url: string, route: string, bodies: RegisterHostRequest[], concurrency: number) {
  const samples: number[] = [];
  let next = 0;
  const client = async () => {
    while (next < bodies.length) {
      const body = bodies[next++];
      const sent = performance.now();
      await api(url, 'POST', route, body);
      samples.push(performance.now() - sent);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, client));
  return samples;
}

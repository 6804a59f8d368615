import { checkIn, registerHost, type RegisteredHost } from '../../server/test/support/host-client';
import type { HostFacts } from '@netloom/contract';
import { adminToken } from './api';

/** The token of the enrollment key with this name, read through the API. */
export async function enrollmentToken(baseURL: string, name: string): Promise<string> {
  const response = await fetch(`${baseURL}/api/v1/enrollment-keys`, {
    headers: { Authorization: `Bearer ${await adminToken(baseURL)}` },
  });
  const keys = (await response.json()) as { tags: string[] | null; token: string }[];
  const key = keys.find((candidate) => candidate.tags?.includes(name));
  if (!key) throw new Error(`no enrollment key named ${name}`);
  return key.token;
}

/**
 * Registers hosts with these names through the real registration API and checks each in once; they
 * are Linux hosts with nftables unless `facts` say otherwise (e.g. `{ firewallinuse: 'none' }`).
 */
export async function joinHosts(
  baseURL: string,
  token: string,
  names: string[],
  facts: HostFacts = {},
): Promise<RegisteredHost[]> {
  const joined: RegisteredHost[] = [];
  for (const name of names) {
    const host = await registerHost(baseURL, token, {
      name,
      endpointip: `203.0.113.${joined.length + 10}`,
      interfaces: [{ name: 'eth0', addressString: `192.168.1.${joined.length + 10}/24` }],
      ...facts,
    });
    await checkIn(baseURL, host.credentials, { endpointip: `203.0.113.${joined.length + 10}`, ...facts });
    joined.push(host);
  }
  return joined;
}

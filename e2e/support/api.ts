import { ADMIN } from './admin';

const tokens = new Map<string, Promise<string>>();

/** A session token for the fixtures' super-admin, from one login call per server (the server throttles logins). */
export function adminToken(baseURL: string): Promise<string> {
  if (!tokens.has(baseURL)) tokens.set(baseURL, logIn(baseURL, ADMIN));
  return tokens.get(baseURL)!;
}

/** Forgets the token of a server that is gone: a later server may get the same port. */
export function forgetAdminToken(baseURL: string): void {
  tokens.delete(baseURL);
}

/** A session token for an account, signed in through the API. */
export async function logIn(baseURL: string, credentials: { username: string; password: string }): Promise<string> {
  const response = await fetch(`${baseURL}/api/users/adm/authenticate`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'From-Ui': 'true' },
    body: JSON.stringify(credentials),
  });
  if (!response.ok) throw new Error(`could not sign in through the API: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { Response: { AuthToken: string } };
  return body.Response.AuthToken;
}

/** A /24 in 100.64.0.0/10 picked by the name, so different tests' networks do not overlap. */
function rangeOf(netid: string): string {
  const hash = [...netid].reduce((sum, character) => (sum * 31 + character.charCodeAt(0)) % 16_000, 7);
  return `100.${64 + (hash % 64)}.${Math.floor(hash / 64) % 250}.0/24`;
}

async function postNetwork(baseURL: string, netid: string, addressrange: string): Promise<Response> {
  return fetch(`${baseURL}/api/networks`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${await adminToken(baseURL)}` },
    body: JSON.stringify({ netid, addressrange, isipv4: 'yes', isipv6: 'no', defaultacl: 'yes' }),
  });
}

/** Creates a network through the API, as another admin or a script would. */
export async function createNetwork(baseURL: string, netid: string, addressrange = rangeOf(netid)): Promise<void> {
  const response = await postNetwork(baseURL, netid, addressrange);
  if (!response.ok) throw new Error(`could not create network ${netid}: ${await response.text()}`);
}

/** Creates the networks that don't exist yet. */
export async function ensureNetworks(baseURL: string, netids: string[]): Promise<void> {
  for (const netid of netids) {
    const response = await postNetwork(baseURL, netid, rangeOf(netid));
    if (!response.ok && !(await response.text()).includes('already exists')) {
      throw new Error(`could not create network ${netid}: ${response.status}`);
    }
  }
}

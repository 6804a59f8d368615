/** The console's side of the API for benchmarks: plain JSON calls, and a super-admin's session. */

/** Calls the API with JSON; throws with the answer when it is not a 2xx. */
export async function api(
  base: string,
  method: string,
  route: string,
  body?: unknown,
  token?: string,
): Promise<unknown> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(`${base}${route}`, { method, headers, body: JSON.stringify(body) });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${route} answered ${response.status}: ${text.slice(0, 300)}`);
  return text === '' ? null : JSON.parse(text);
}

/** Creates the super-admin of a fresh server and signs in: its bearer token. */
export async function signInAsSuperAdmin(base: string): Promise<string> {
  const credentials = { username: 'bench-admin', password: 'bench-secret' };
  await api(base, 'POST', '/api/users/adm/createsuperadmin', credentials);
  const login = (await api(base, 'POST', '/api/users/adm/authenticate', credentials)) as {
    Response: { AuthToken: string };
  };
  return login.Response.AuthToken;
}

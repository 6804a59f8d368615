import { adminToken } from './api';

/** A call the super-admin makes through the API, as another admin or a script would; fails on an error status. */
export async function adminCall(baseURL: string, method: string, path: string, body?: unknown): Promise<void> {
  const response = await fetch(`${baseURL}/api${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${await adminToken(baseURL)}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} failed: ${response.status} ${await response.text()}`);
}

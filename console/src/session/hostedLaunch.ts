/** The hosted edition opens the console with the session in the address. */
export const HOSTED_LAUNCH_PARAMS = [
  'backend',
  'token',
  'sToken',
  'tenantId',
  'tenantName',
  'username',
  'userId',
  'isNewTenant',
] as const;
export type HostedLaunchParam = (typeof HOSTED_LAUNCH_PARAMS)[number];

/** The launch parameters present in a query string, trimmed; empty ones are left out. */
export function readHostedLaunch(search: string): Partial<Record<HostedLaunchParam, string>> {
  const params = new URLSearchParams(search);
  const launch: Partial<Record<HostedLaunchParam, string>> = {};
  for (const name of HOSTED_LAUNCH_PARAMS) {
    const value = params.get(name)?.trim();
    if (value) launch[name] = value;
  }
  return launch;
}

/**
 * The API base for a `backend` parameter: without a scheme `https://` is prepended;
 * an explicit `http://` or `https://` is kept. `/api` is appended once.
 */
export function hostedApiBase(backend: string): string {
  const trimmed = backend
    .trim()
    .replace(/\/+$/, '')
    .replace(/\/api$/, '');
  const withScheme = /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  return `${withScheme}/api`;
}

/** The address without the launch parameters, so a reload or a shared link does not carry the token. */
export function withoutHostedLaunch(url: URL): string {
  const params = new URLSearchParams(url.search);
  HOSTED_LAUNCH_PARAMS.forEach((name) => params.delete(name));
  const search = params.toString();
  return `${url.pathname}${search ? `?${search}` : ''}${url.hash}`;
}

/** `isNewTenant` arrives as text. */
export function isTrueFlag(value: string | null | undefined): boolean {
  return value?.toLowerCase() === 'true';
}

import { z } from 'zod';

/**
 * Where the server's address comes from: NETLOOM_API_HOST (fixed until the server restarts with
 * another), the server settings, or the built-in `http://localhost:<port>` nobody has replaced yet.
 */
export const SERVER_ADDRESS_SOURCES = ['environment', 'settings', 'default'] as const;
export type ServerAddressSource = (typeof SERVER_ADDRESS_SOURCES)[number];

/** GET /api/v2/server/address: the address hosts reach the server at, and the broker address they are told. */
export const serverAddressSchema = z.object({
  address: z.string(),
  source: z.enum(SERVER_ADDRESS_SOURCES),
  broker: z.string(),
});
export type ServerAddress = z.infer<typeof serverAddressSchema>;

/** PUT /api/v2/server/address. */
export const changeServerAddressRequestSchema = z.object({ address: z.string() });
export type ChangeServerAddressRequest = z.infer<typeof changeServerAddressRequestSchema>;

export const SERVER_ADDRESS_EXAMPLE = 'http://192.0.2.10:8081';

/**
 * The address as the server keeps it (scheme, host and port, no trailing slash), or the reason it
 * cannot be one: hosts and browsers add paths such as `/api` to it themselves.
 */
export function checkServerAddress(text: string): { ok: true; address: string } | { ok: false; error: string } {
  const trimmed = text.trim();
  const url = URL.canParse(trimmed) ? new URL(trimmed) : null;
  const bare = url !== null && url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
  if (!url || !['http:', 'https:'].includes(url.protocol) || !bare) {
    return {
      ok: false,
      error: `The server's address must be an http or https URL with no path, like ${SERVER_ADDRESS_EXAMPLE}; got "${trimmed}"`,
    };
  }
  return { ok: true, address: url.origin };
}

import { ACL_VERSION_WARNING } from './messages';

export type AclVersion = 1 | 2;
export const DEFAULT_ACL_VERSION: AclVersion = 1;

/** ACL version 1 or 2; anything else falls back to 1 with a warning. */
export function coerceAclVersion(value: unknown): { version: AclVersion; warning: string | null } {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (number === 1 || number === 2) return { version: number, warning: null };
  return { version: DEFAULT_ACL_VERSION, warning: ACL_VERSION_WARNING };
}

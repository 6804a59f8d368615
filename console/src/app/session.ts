import {
  coerceAclVersion,
  isAdminRole,
  isJwtValid,
  userRoleSchema,
  userWithRoleSchema,
  type AclVersion,
  type UserRole,
  type UserWithRole,
} from '@netloom/contract';
import { useSyncExternalStore } from 'react';
import type { z } from 'zod';
import { queryClient } from '../api/queryClient';

/** The user record as stored: everything but the platform role, which is kept on its own. */
const storedUserSchema = userWithRoleSchema.omit({ platform_role: true });
type SessionUser = Omit<UserWithRole, 'platform_role'>;

export interface Session {
  /** The API base: the configured backend URL plus `/api`, or `/api` alone. */
  baseUrl: string;
  jwt: string;
  username: string;
  user: SessionUser | null;
  platformRole: UserRole | null;
  aclVersion: AclVersion;
  activeNetwork: string;
}

const KEYS = {
  backendUrl: 'netloom.backendUrl',
  jwt: 'netloom.jwt',
  username: 'netloom.username',
  user: 'netloom.user',
  platformRole: 'netloom.platformRole',
  aclVersion: 'netloom.aclVersion',
  activeNetwork: 'netloom.activeNetwork',
} as const;

function readJson<T>(key: string, schema: z.ZodType<T>): T | null {
  const text = localStorage.getItem(key);
  if (!text) return null;
  try {
    const result = schema.safeParse(JSON.parse(text));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

function writeItem(key: string, value: string | object | null): void {
  if (value === null || value === '') localStorage.removeItem(key);
  else localStorage.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));
}

/** The backend origin: set at run time, else at build time, else the console's own origin. */
function configuredBackendUrl(): string {
  const url = window.NETLOOM_BACKEND_URL ?? import.meta.env.VITE_BACKEND_URL ?? '';
  return url.trim().replace(/\/+$/, '');
}

function restoreSession(): Session {
  const backendUrl = configuredBackendUrl();
  writeItem(KEYS.backendUrl, backendUrl);
  const acl = coerceAclVersion(localStorage.getItem(KEYS.aclVersion) ?? 1);
  if (acl.warning) console.warn(acl.warning);
  writeItem(KEYS.aclVersion, String(acl.version));
  return {
    baseUrl: `${backendUrl}/api`,
    jwt: localStorage.getItem(KEYS.jwt) ?? '',
    username: localStorage.getItem(KEYS.username) ?? '',
    user: readJson(KEYS.user, storedUserSchema),
    platformRole: readJson(KEYS.platformRole, userRoleSchema),
    aclVersion: acl.version,
    activeNetwork: localStorage.getItem(KEYS.activeNetwork) ?? '',
  };
}

let session: Session = restoreSession();
const listeners = new Set<() => void>();

function update(changes: Partial<Session>): void {
  session = { ...session, ...changes };
  if ('jwt' in changes) writeItem(KEYS.jwt, session.jwt);
  if ('username' in changes) writeItem(KEYS.username, session.username);
  if ('user' in changes) writeItem(KEYS.user, session.user);
  if ('platformRole' in changes) writeItem(KEYS.platformRole, session.platformRole);
  if ('activeNetwork' in changes) writeItem(KEYS.activeNetwork, session.activeNetwork);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getSession(): Session {
  return session;
}

export function useSession(): Session {
  return useSyncExternalStore(subscribe, getSession);
}

/** Logged in: a base URL, an unexpired token, the user and the platform role (spec section 3). */
export function isLoggedIn(current: Session): boolean {
  return Boolean(current.baseUrl && current.jwt && isJwtValid(current.jwt) && current.user && current.platformRole);
}

export function isAdmin(current: Session): boolean {
  return isAdminRole(current.platformRole?.id ?? current.user?.platform_role_id);
}

/** The first half of signing in: the token is known, the user record is not yet. */
export function startSession(username: string, jwt: string): void {
  update({ username, jwt, user: null, platformRole: null });
}

export function completeSession(record: UserWithRole): void {
  const { platform_role: platformRole, ...user } = record;
  update({ user, platformRole });
}

/** Logout: forgets the token, the user and the active network, and drops every cached answer. */
export function endSession(): void {
  if (!session.jwt && !session.user) return;
  update({ jwt: '', username: '', user: null, platformRole: null, activeNetwork: '' });
  queryClient.clear();
}

export function setActiveNetwork(netid: string): void {
  if (session.activeNetwork !== netid) update({ activeNetwork: netid });
}

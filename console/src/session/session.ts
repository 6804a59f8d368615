import {
  blankUser,
  isAdminRole,
  isJwtValid,
  userRoleSchema,
  userWithRoleSchema,
  type UserRole,
  type UserWithRole,
} from '@netloom/contract';
import { useSyncExternalStore } from 'react';
import type { z } from 'zod';
import { hostedApiBase, isTrueFlag, readHostedLaunch, withoutHostedLaunch } from './hostedLaunch';
import { IS_HOSTED } from './hostedMode';

/** The user record as stored: everything but the platform role, which is kept on its own. */
const storedUserSchema = userWithRoleSchema.omit({ platform_role: true });
type SessionUser = Omit<UserWithRole, 'platform_role'>;

/** The tenant of a hosted session. */
export interface HostedTenant {
  id: string;
  name: string;
  /** The account portal's token (`sToken`), passed on to links into that portal. */
  accountToken: string;
  accountUserId: string;
  /** A tenant just created: its managed host may still be on the way. */
  isNew: boolean;
}

export interface Session {
  /** The API base: the configured backend URL plus `/api`, or `/api` alone. */
  baseUrl: string;
  jwt: string;
  username: string;
  user: SessionUser | null;
  platformRole: UserRole | null;
  activeNetwork: string;
  /** Hosted edition only. */
  tenant: HostedTenant | null;
}

const KEYS = {
  backendUrl: 'netloom.backendUrl',
  jwt: 'netloom.jwt',
  username: 'netloom.username',
  user: 'netloom.user',
  platformRole: 'netloom.platformRole',
  activeNetwork: 'netloom.activeNetwork',
  tenantId: 'netloom.tenantId',
  tenantName: 'netloom.tenantName',
  accountToken: 'netloom.accountToken',
  accountUserId: 'netloom.accountUserId',
  isNewTenant: 'netloom.isNewTenant',
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

/** Standalone start-up: everything from storage; the backend from the settings. */
function restoreSession(): Session {
  const backendUrl = configuredBackendUrl();
  writeItem(KEYS.backendUrl, backendUrl);
  return {
    baseUrl: `${backendUrl}/api`,
    jwt: localStorage.getItem(KEYS.jwt) ?? '',
    username: localStorage.getItem(KEYS.username) ?? '',
    user: readJson(KEYS.user, storedUserSchema),
    platformRole: readJson(KEYS.platformRole, userRoleSchema),
    activeNetwork: localStorage.getItem(KEYS.activeNetwork) ?? '',
    tenant: null,
  };
}

/**
 * Hosted start-up: the launch parameters in the address win over storage, are stored, and are
 * then removed from the address. A new token without a stored user starts with empty user and
 * role records until the user record is fetched.
 */
function launchHostedSession(): Session {
  const launch = readHostedLaunch(window.location.search);
  if (Object.keys(launch).length > 0) {
    window.history.replaceState(window.history.state, '', withoutHostedLaunch(new URL(window.location.href)));
  }
  const stored = (key: string, value: string | undefined) => {
    if (value !== undefined) writeItem(key, value);
    return localStorage.getItem(key) ?? '';
  };
  const storedUsername = localStorage.getItem(KEYS.username) ?? '';
  const username = stored(KEYS.username, launch.username);
  const jwt = stored(KEYS.jwt, launch.token);
  const sameUser = username === storedUsername && launch.token === undefined;
  const backend = stored(KEYS.backendUrl, launch.backend);
  return {
    baseUrl: backend ? hostedApiBase(backend) : `${configuredBackendUrl()}/api`,
    jwt,
    username,
    user: (sameUser && readJson(KEYS.user, storedUserSchema)) || emptyUser(username),
    platformRole: (sameUser && readJson(KEYS.platformRole, userRoleSchema)) || EMPTY_ROLE,
    activeNetwork: localStorage.getItem(KEYS.activeNetwork) ?? '',
    tenant: {
      id: stored(KEYS.tenantId, launch.tenantId),
      name: stored(KEYS.tenantName, launch.tenantName),
      accountToken: stored(KEYS.accountToken, launch.sToken),
      accountUserId: stored(KEYS.accountUserId, launch.userId),
      isNew: isTrueFlag(stored(KEYS.isNewTenant, launch.isNewTenant)),
    },
  };
}

let session: Session = IS_HOSTED ? launchHostedSession() : restoreSession();
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

/** Logged in: a base URL, an unexpired token, the user and the platform role. */
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

/** A new token for the same signed-in user, e.g. after a password change ended the old one. */
export function replaceToken(jwt: string): void {
  update({ jwt });
}

export function completeSession(record: UserWithRole): void {
  const { platform_role: platformRole, ...user } = record;
  update({ user, platformRole });
}

const endListeners = new Set<() => void>();

/** Calls `listener` at every logout (the API's cache drops every answer then); returns how to stop. */
export function onSessionEnd(listener: () => void): () => void {
  endListeners.add(listener);
  return () => endListeners.delete(listener);
}

/** Logout: forgets the token, the user and the active network, and tells those who drop what they hold for it. */
export function endSession(): void {
  if (!session.jwt && !session.user) return;
  update({ jwt: '', username: '', user: null, platformRole: null, activeNetwork: '' });
  endListeners.forEach((listener) => listener());
}

export function setActiveNetwork(netid: string): void {
  if (session.activeNetwork !== netid) update({ activeNetwork: netid });
}

/** The empty user record of a hosted session whose user has not been fetched yet. */
function emptyUser(username: string): SessionUser {
  return { ...blankUser(username), user_group_ids: {} };
}

const EMPTY_ROLE: UserRole = {
  id: '',
  name: '',
  default: false,
  meta_data: '',
  deny_dashboard_access: false,
  full_access: false,
  network_id: '',
  network_level_access: null,
  global_level_access: null,
};

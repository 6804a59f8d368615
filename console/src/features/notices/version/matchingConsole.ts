import { isSameVersion, versionPrefix } from '@netloom/contract';

/**
 * Where the hosted console goes to load the UI matching its server: the origin root, under the
 * server's version prefix when the current address uses a version prefix; null when the versions
 * match.
 */
export function matchingConsoleUrl(
  location: { origin: string; pathname: string },
  uiVersion: string,
  serverVersion: string,
): string | null {
  if (isSameVersion(serverVersion, uiVersion)) return null;
  const prefixed = location.pathname.split('/')[1] === versionPrefix(uiVersion);
  return `${location.origin}/${prefixed ? `${versionPrefix(serverVersion)}/` : ''}`;
}

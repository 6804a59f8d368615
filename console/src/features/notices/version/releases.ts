import { isNewerVersion, latestReleaseVersion } from '@netloom/contract';
import { useQuery } from '@tanstack/react-query';
import { useServerConfigQuery } from '../../../api/server';
import { IS_HOSTED } from '../../../session/hostedMode';

/** A JSON feed of releases (`{ "version" }` or GitHub-style `[{ "tag_name" }]`); unset: no external call. */
const RELEASES_URL = import.meta.env.VITE_RELEASES_URL ?? '';
const RELEASE_CHECK_INTERVAL_MS = 6 * 60 * 60 * 1_000;

/** The newest release, or null when the feed is unset, unreachable or unreadable: the check stays silent. */
async function fetchLatestRelease(): Promise<string | null> {
  try {
    const response = await fetch(RELEASES_URL, { headers: { Accept: 'application/json' } });
    return response.ok ? latestReleaseVersion(await response.json()) : null;
  } catch {
    return null;
  }
}

export interface ServerRelease {
  running: string | null;
  latest: string | null;
  upgradeAvailable: boolean;
}

/** The running server version against the newest release; self-hosted only. */
export function useServerRelease(): ServerRelease {
  const running = useServerConfigQuery(true).data?.Version ?? null;
  const { data: latest = null } = useQuery({
    queryKey: ['releases', RELEASES_URL],
    queryFn: fetchLatestRelease,
    enabled: !IS_HOSTED && RELEASES_URL !== '',
    staleTime: RELEASE_CHECK_INTERVAL_MS,
    refetchInterval: RELEASE_CHECK_INTERVAL_MS,
    retry: false,
  });
  return { running, latest, upgradeAvailable: Boolean(latest && running && isNewerVersion(latest, running)) };
}

/** Whether the footer offers an update. */
export function useUpgradeAvailable(): boolean {
  return useServerRelease().upgradeAvailable;
}

/** Version numbers of the console and the server: `0.90.0`, `v0.90.0`, `v0.90.0-ee`. */

type VersionParts = [number, number, number];

/** The numeric core of a version, ignoring a leading v and any suffix; null when there is none. */
export function parseVersion(text: string): VersionParts | null {
  const match = /^\s*v?(\d+)(?:\.(\d+))?(?:\.(\d+))?(?:[-+.].*)?\s*$/i.exec(text);
  if (!match) return null;
  return [Number(match[1]), Number(match[2] ?? 0), Number(match[3] ?? 0)];
}

/** Negative, zero or positive as `a` is older than, the same as or newer than `b`; unreadable counts as oldest. */
export function compareVersions(a: string, b: string): number {
  const left = parseVersion(a);
  const right = parseVersion(b);
  if (!left || !right) return (left ? 1 : 0) - (right ? 1 : 0);
  return left[0] - right[0] || left[1] - right[1] || left[2] - right[2];
}

/** Whether `candidate` is a readable version newer than the readable `running` one. */
export function isNewerVersion(candidate: string, running: string): boolean {
  return parseVersion(candidate) !== null && parseVersion(running) !== null && compareVersions(candidate, running) > 0;
}

/** Whether two versions name the same release, whatever their spelling. */
export function isSameVersion(a: string, b: string): boolean {
  return parseVersion(a) !== null && parseVersion(b) !== null && compareVersions(a, b) === 0;
}

function plainVersion(version: string): string {
  return version.trim().replace(/^v/i, '');
}

/** The path prefix of a console version: lowercase with a leading v, e.g. `v0.90.0`. */
export function versionPrefix(version: string): string {
  return `v${plainVersion(version)}`.toLowerCase();
}

/** The server image tag for an upgrade: a leading v and no enterprise suffix (`v0.91.0-ee` -> `v0.91.0`). */
export function serverImageTag(version: string): string {
  return versionPrefix(version).replace(/-ee$/, '');
}

function releaseTag(entry: unknown): string | null {
  if (!entry || typeof entry !== 'object') return null;
  const record = entry as Record<string, unknown>;
  if (record.draft === true || record.prerelease === true) return null;
  const tag = record.version ?? record.tag_name;
  return typeof tag === 'string' && parseVersion(tag) ? plainVersion(tag) : null;
}

/**
 * The newest release named by a releases feed: `{ "version": "x.y.z" }`, a GitHub-style
 * `[{ "tag_name": "vx.y.z" }]` list (drafts and pre-releases skipped), or one such entry.
 */
export function latestReleaseVersion(feed: unknown): string | null {
  const tags = (Array.isArray(feed) ? feed : [feed]).map(releaseTag).filter((tag) => tag !== null);
  return tags.reduce<string | null>(
    (newest, tag) => (!newest || compareVersions(tag, newest) > 0 ? tag : newest),
    null,
  );
}

/** The Download Desktop client dialog's steps per platform. */

export const CLIENT_PLATFORMS = ['windows', 'mac', 'linux', 'mobile'] as const;
export type ClientPlatform = (typeof CLIENT_PLATFORMS)[number];

/** Shown for a tenant id or server domain that is not known. */
export const NOT_AVAILABLE = 'n/a';

export type DownloadKey = 'windows' | 'macArm' | 'macIntel' | 'debian' | 'redhat' | 'appStore' | 'googlePlay';
export type StepKey =
  'download' | 'installWindows' | 'installMac' | 'installLinux' | 'connect' | 'installApp' | 'getConfig' | 'scanConfig';
export type SnippetKey = 'debian' | 'redhat';
export type DetailKey = 'serverDomain' | 'tenantId';

export interface ClientDownload {
  key: DownloadKey;
  /** The release file, e.g. `netloom-desktop-windows-amd64.exe`; absent for app-store entries. */
  fileName: string | null;
  /** Null when downloads are not configured: the file is named but not linked. */
  url: string | null;
}

export interface ClientStep {
  key: StepKey;
  downloads: ClientDownload[];
  snippets: { key: SnippetKey; code: string }[];
  details: { key: DetailKey; value: string }[];
}

export interface ClientContext {
  /** The file-server template with `:version` and `:fileName`, or empty when not configured. */
  downloadTemplate: string;
  /** The release to download, e.g. `v0.90.0`. */
  version: string;
  serverDomain: string;
  tenantId: string;
  hosted: boolean;
}

const STORE_LINKS = {
  appStore: 'https://apps.apple.com/app/wireguard/id1441195209',
  googlePlay: 'https://play.google.com/store/apps/details?id=com.wireguard.android',
};

const FILES = {
  windows: 'netloom-desktop-windows-amd64.exe',
  macArm: 'netloom-desktop-darwin-arm64.pkg',
  macIntel: 'netloom-desktop-darwin-amd64.pkg',
  debian: 'netloom-desktop-linux-amd64.deb',
  redhat: 'netloom-desktop-linux-amd64.rpm',
} as const;

/** A release file's address on the configured file server; null when none is configured. */
export function clientDownloadUrl(template: string, version: string, fileName: string): string | null {
  if (!template.trim()) return null;
  return template
    .trim()
    .replaceAll(':version', encodeURIComponent(version))
    .replaceAll(':fileName', encodeURIComponent(fileName));
}

const step = (key: StepKey, parts: Partial<Omit<ClientStep, 'key'>> = {}): ClientStep => ({
  key,
  downloads: [],
  snippets: [],
  details: [],
  ...parts,
});

function fileDownload(key: keyof typeof FILES, context: ClientContext): ClientDownload {
  return { key, fileName: FILES[key], url: clientDownloadUrl(context.downloadTemplate, context.version, FILES[key]) };
}

/** A package install command, fetching the file first when the file server is known. */
function installCommand(key: 'debian' | 'redhat', context: ClientContext): string {
  const { fileName, url } = fileDownload(key, context);
  const install = `sudo ${key === 'debian' ? 'apt' : 'dnf'} install ./${fileName}`;
  return url ? `curl -fLO '${url}'\n${install}` : install;
}

function connectStep(context: ClientContext): ClientStep {
  const known = (value: string) => value.trim() || NOT_AVAILABLE;
  const details: ClientStep['details'] = [{ key: 'serverDomain', value: known(context.serverDomain) }];
  if (context.hosted) details.push({ key: 'tenantId', value: known(context.tenantId) });
  return step('connect', { details });
}

export function desktopClientSteps(platform: ClientPlatform, context: ClientContext): ClientStep[] {
  switch (platform) {
    case 'windows':
      return [
        step('download', { downloads: [fileDownload('windows', context)] }),
        step('installWindows'),
        connectStep(context),
      ];
    case 'mac':
      return [
        step('download', { downloads: [fileDownload('macArm', context), fileDownload('macIntel', context)] }),
        step('installMac'),
        connectStep(context),
      ];
    case 'linux':
      return [
        step('download', { downloads: [fileDownload('debian', context), fileDownload('redhat', context)] }),
        step('installLinux', {
          snippets: [
            { key: 'debian', code: installCommand('debian', context) },
            { key: 'redhat', code: installCommand('redhat', context) },
          ],
        }),
        connectStep(context),
      ];
    case 'mobile':
      return [
        step('installApp', {
          downloads: [
            { key: 'appStore', fileName: null, url: STORE_LINKS.appStore },
            { key: 'googlePlay', fileName: null, url: STORE_LINKS.googlePlay },
          ],
        }),
        step('getConfig'),
        step('scanConfig'),
      ];
  }
}

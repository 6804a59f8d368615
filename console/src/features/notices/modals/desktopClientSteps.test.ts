import { describe, expect, it } from 'vitest';
import { clientDownloadUrl, desktopClientSteps, NOT_AVAILABLE, type ClientContext } from './desktopClientSteps';

const TEMPLATE = 'https://files.example/releases/:version/:fileName';
const context: ClientContext = {
  downloadTemplate: TEMPLATE,
  version: 'v0.90.0',
  serverDomain: 'https://netloom.example',
  tenantId: '',
  hosted: false,
};

describe('client download links', () => {
  it('fills :version and :fileName into the file-server template', () => {
    expect(clientDownloadUrl(TEMPLATE, 'v0.90.0', 'netloom-desktop-windows-amd64.exe')).toBe(
      'https://files.example/releases/v0.90.0/netloom-desktop-windows-amd64.exe',
    );
  });

  it('gives no link at all when no file server is configured', () => {
    expect(clientDownloadUrl('', 'v0.90.0', 'x.exe')).toBeNull();
    expect(clientDownloadUrl('  ', 'v0.90.0', 'x.exe')).toBeNull();
  });
});

describe('desktop client steps', () => {
  it('offers both Mac architectures', () => {
    const [download] = desktopClientSteps('mac', context);
    expect(download.downloads.map((file) => file.fileName)).toEqual([
      'netloom-desktop-darwin-arm64.pkg',
      'netloom-desktop-darwin-amd64.pkg',
    ]);
  });

  it('gives Linux install commands that fetch the package when downloads are configured', () => {
    const install = desktopClientSteps('linux', context)[1];
    expect(install.snippets).toEqual([
      {
        key: 'debian',
        code: "curl -fLO 'https://files.example/releases/v0.90.0/netloom-desktop-linux-amd64.deb'\nsudo apt install ./netloom-desktop-linux-amd64.deb",
      },
      {
        key: 'redhat',
        code: "curl -fLO 'https://files.example/releases/v0.90.0/netloom-desktop-linux-amd64.rpm'\nsudo dnf install ./netloom-desktop-linux-amd64.rpm",
      },
    ]);
    const unconfigured = desktopClientSteps('linux', { ...context, downloadTemplate: '' });
    expect(unconfigured[0].downloads.every((file) => file.url === null)).toBe(true);
    expect(unconfigured[1].snippets[0].code).toBe('sudo apt install ./netloom-desktop-linux-amd64.deb');
  });

  it("shows 'n/a' for a missing server domain or tenant id; the tenant only when hosted", () => {
    const connect = (overrides: Partial<ClientContext>) =>
      desktopClientSteps('windows', { ...context, ...overrides }).find((item) => item.key === 'connect');
    expect(connect({})?.details).toEqual([{ key: 'serverDomain', value: 'https://netloom.example' }]);
    expect(connect({ serverDomain: '', hosted: true })?.details).toEqual([
      { key: 'serverDomain', value: NOT_AVAILABLE },
      { key: 'tenantId', value: NOT_AVAILABLE },
    ]);
    expect(connect({ hosted: true, tenantId: 't-42' })?.details[1]).toEqual({ key: 'tenantId', value: 't-42' });
  });

  it('sends phones to the app stores, with no file downloads', () => {
    const steps = desktopClientSteps('mobile', context);
    expect(steps.map((item) => item.key)).toEqual(['installApp', 'getConfig', 'scanConfig']);
    expect(steps[0].downloads.every((entry) => entry.fileName === null && entry.url?.startsWith('https://'))).toBe(
      true,
    );
  });
});

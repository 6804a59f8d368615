import { spawnSync, type ChildProcess } from 'node:child_process';
import { dirname } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN } from '../support/fixtures';
import { MeshLab } from '../support/mesh/lab';
import { adminCall } from '../support/mesh/mesh-server';
import { requireMeshTools, within } from '../support/mesh/mesh-test';
import { startNetloom, type Netloom } from '../support/netloom';
import { snapshot } from '../support/screens';

const NETID = 'first-contact';

/**
 * A newcomer's first contact, on a lab of namespaces: the server runs with its built-in defaults,
 * the console is opened at the server's lab address (not loopback), the join commands are taken from
 * the Add Node dialog as shown and run unchanged on a machine, which ends on push updates; then the
 * server's address changes in the settings and the running agent follows without joining again.
 */
test.describe.serial('first contact', () => {
  test.setTimeout(120_000);
  let lab: MeshLab;
  let server: Netloom;
  let machine: string;
  let agent: ChildProcess | undefined;
  let agentOutput = '';
  let consoleUrl: string;

  test.beforeAll(async () => {
    requireMeshTools();
    lab = new MeshLab();
    server = await startNetloom({ env: { NETLOOM_HOST: '0.0.0.0' } });
    consoleUrl = `http://${lab.serverAddress}:${new URL(server.url).port}`;
    machine = lab.addHost('m1').namespace;
  });

  test.afterAll(async () => {
    if (machine) {
      // The agent runs under the copied command's shell: stop everything in the machine, then its interface.
      const pids = spawnSync('ip', ['netns', 'pids', machine], { encoding: 'utf8' }).stdout.split('\n');
      for (const pid of pids.filter((line) => line !== '')) spawnSync('kill', [pid]);
      await new Promise((settle) => setTimeout(settle, 500));
      spawnSync('ip', ['-n', machine, 'link', 'del', 'netloom']);
    }
    await lab?.dispose();
    await server?.dispose();
  });

  /** `netloom-agent` as installed by the copied command, run in the machine's namespaces (its own files). */
  const installedAgent = (args: string[]) =>
    spawnSync('nsenter', ['-t', String(agent!.pid), '-m', '-n', '/usr/local/bin/netloom-agent', ...args], {
      encoding: 'utf8',
      env: { ...process.env, PATH: `${dirname(process.execPath)}:${process.env.PATH}` },
    });
  const agentStatus = () => {
    const shown = installedAgent(['status', '--json']);
    return shown.status === 0 ? (JSON.parse(shown.stdout) as Record<string, unknown>) : null;
  };

  test('the first run offers the address the browser used, and saves it for hosts', async ({ page }) => {
    await page.goto(`${consoleUrl}/login`);
    await expect(page).toHaveURL(/\/signup$/);
    const address = page.getByLabel('Address hosts reach this server at');
    await expect(address).toHaveValue(consoleUrl);
    // It listens beyond loopback: the first account needs the code it printed.
    await page.getByLabel('Setup code').fill(server.setupCode()!);
    await page.getByLabel('Username').fill(ADMIN.username);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await page.getByLabel('Confirm password').fill(ADMIN.password);
    await snapshot(page, test.info(), 'first-run-address');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    // Saved once the account is signed in, while the dashboard loads (its notice is checked on Server Settings below).
    await expect
      .poll(async () => (await fetch(`${server.url}/api/v2/server/address`)).json())
      .toMatchObject({ address: consoleUrl, source: 'settings' });
  });

  test('the commands of Add Node, run unchanged as root, install the agent and join on push updates', async ({
    page,
  }) => {
    await adminCall(server, 'POST', '/api/networks', { netid: NETID, addressrange: '10.211.0.0/24', isipv4: 'yes' });
    await logIn(page);
    await page.goto(`${consoleUrl}/networks/${NETID}/nodes`);
    await page.getByRole('button', { name: 'Add Node' }).first().click();
    const dialog = page.getByRole('dialog');
    const commands = dialog.locator('pre');
    await expect(commands).toHaveCount(2);
    const [install, join] = await commands.allInnerTexts();
    expect(install).toContain(`${consoleUrl}/api/v1/agent/netloom-agent`);
    // Run as shown, by root on a machine of its own: its own /usr/local/bin, agent state and working folder.
    const script = [
      'own=$(mktemp -d) && mount -t tmpfs machine $own',
      ...['bin', 'lib', 'wireguard'].map((layer) => `mkdir -p $own/${layer} $own/${layer}-work`),
      'mount -t overlay machine -o lowerdir=/usr/local/bin,upperdir=$own/bin,workdir=$own/bin-work /usr/local/bin',
      'mount -t overlay machine -o lowerdir=/var/lib,upperdir=$own/lib,workdir=$own/lib-work /var/lib',
      'mkdir -p /run/wireguard && mount -t tmpfs machine /run/wireguard',
      'cd $own',
      install,
      join,
    ].join(' && ');
    agent = lab.spawnIn(machine, 'unshare', ['--mount', '--propagation', 'private', 'sh', '-c', script]);
    agent.stdout?.on('data', (chunk: Buffer) => (agentOutput += chunk.toString()));
    agent.stderr?.on('data', (chunk: Buffer) => (agentOutput += chunk.toString()));
    await within(30_000, 'the agent on push updates', () => agentStatus()?.updates === 'broker').catch(
      (error: Error) => {
        throw new Error(`${error.message}\n${agentOutput}`);
      },
    );
    expect(agentStatus()).toMatchObject({
      server: consoleUrl,
      running: true,
      broker: { address: `${consoleUrl.replace('http', 'ws')}/api/v1/mqtt`, error: null },
    });
  });

  test('an address the host cannot reach leaves it where it is, saying so once', async () => {
    const unreachable = `http://${lab.subnet}.3:${new URL(server.url).port}`;
    await adminCall(server, 'PUT', '/api/v2/server/address', { address: unreachable });
    const said = `the server says its address is now ${unreachable}, but this host cannot reach it there: staying with ${consoleUrl}`;
    await expect.poll(() => agentOutput, { timeout: 30_000 }).toContain(said);
    expect(agentStatus()).toMatchObject({ server: consoleUrl, updates: 'broker' });
    await adminCall(server, 'PUT', '/api/v2/server/address', { address: consoleUrl });
    expect(agentOutput.split(said)).toHaveLength(2);
  });

  test('a new address in the server settings reaches the running agent, which moves there', async ({ page }) => {
    const moved = `${lab.subnet}.2`;
    spawnSync('ip', ['addr', 'add', `${moved}/24`, 'dev', lab.bridge]);
    const movedUrl = `http://${moved}:${new URL(server.url).port}`;
    await logIn(page);
    await page.goto(`${consoleUrl}/server-settings`);
    const address = page.getByLabel('Address hosts reach this server at');
    await expect(address).toHaveValue(consoleUrl);
    await address.fill(`${movedUrl}/`);
    await page.getByRole('button', { name: 'Save address' }).click();
    const confirm = page.getByRole('dialog', { name: 'Change the server’s address?' });
    await expect(confirm).toContainText(`Hosts will be told to reach the server at ${movedUrl} from now on`);
    await snapshot(page, test.info(), 'server-address-confirm');
    await confirm.getByRole('button', { name: 'Change address' }).click();
    await expect(page.getByText(`Hosts now reach the server at ${movedUrl}`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save address' })).toBeDisabled();
    const movedBroker = `${movedUrl.replace('http', 'ws')}/api/v1/mqtt`;
    await within(30_000, 'the agent following the server to its new address', () => {
      const status = agentStatus();
      const broker = status?.broker as { address: string } | null | undefined;
      return status?.server === movedUrl && status.updates === 'broker' && broker?.address === movedBroker;
    }).catch((error: Error) => {
      throw new Error(`${error.message}\n${agentOutput}`);
    });
    // The status is read with a blocking call: the agent's lines may still wait in the test's event loop.
    await expect.poll(() => agentOutput).toContain(`the server's address is now ${movedUrl} (was ${consoleUrl})`);
    await expect.poll(() => agentOutput).toContain(`connected to the broker at ${movedBroker}`);
  });

  async function logIn(page: Page): Promise<void> {
    await page.goto(`${consoleUrl}/login`);
    await page.getByLabel('Username').fill(ADMIN.username);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).not.toHaveURL(/\/login$/);
  }
});

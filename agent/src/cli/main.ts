import { parseArgs } from 'node:util';
import { AgentError } from '../agent-error';
import { DEFAULT_INTERFACE, DEFAULT_STATE_DIR } from '../state/agent-state';
import { DEFAULT_TIMING, runAgent } from '../sync/agent-daemon';
import { run } from '../system/run';
import { join } from './join';
import { readToken } from './token-input';
import { down, leave } from './leave';
import { formatStatus, statusReport } from './status';

const USAGE = `Usage: netloom-agent <command> [options]

Commands:
  join --token <enrollment token> [--server <url>] [--endpoint <ip>] [--interface <name>] [--name <host name>]
       [--ca-file <pem>] [--insecure]
                 register this host with the server and run; --token - reads the token from standard input and
                 --token-file <file> from a file, so that it does not show in the process list; --ca-file trusts
                 the server's certificate from this CA (kept with the identity); --insecure allows plain http to
                 a server beyond this machine
  run            run with the identity stored by join (after a reboot, or as a systemd service)
  status [--json]  show the server, how updates arrive, the interface, the firewall, the names and the peers
  down           stop the agent, put the resolver back and remove the interface and firewall; run brings them back
  leave          delete this host on the server and remove the interface and the stored identity

Options for every command:
  --state-dir <dir>  where the identity and WireGuard key are kept (default ${DEFAULT_STATE_DIR})`;

const OPTIONS = {
  token: { type: 'string', short: 't' },
  'token-file': { type: 'string' },
  'ca-file': { type: 'string' },
  insecure: { type: 'boolean' },
  server: { type: 'string' },
  endpoint: { type: 'string' },
  interface: { type: 'string' },
  name: { type: 'string' },
  'state-dir': { type: 'string' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** Seconds from an environment variable (tests run the agent faster), else the default. */
function seconds(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

async function requireSystem(): Promise<void> {
  if (process.getuid?.() !== 0)
    throw new AgentError('netloom-agent must run as root: it configures network interfaces');
  for (const [tool, pkg, version] of [
    ['wg', 'wireguard-tools', '--version'],
    ['ip', 'iproute2', '-V'],
    ['nft', 'nftables', '--version'],
  ]) {
    try {
      await run(tool, [version]);
    } catch {
      throw new AgentError(`${tool} is missing: install the ${pkg} package`);
    }
  }
}

async function command(args: string[]): Promise<void> {
  const { values, positionals } = parseArgs({ args, options: OPTIONS, allowPositionals: true });
  const [name, ...extra] = positionals;
  if (values.help || name === undefined || name === 'help') return void console.log(USAGE);
  if (extra.length > 0) throw new AgentError(`unexpected argument "${extra[0]}"\n\n${USAGE}`);
  const stateDir = values['state-dir'] ?? DEFAULT_STATE_DIR;
  const timing = {
    pullSeconds: seconds('NETLOOM_AGENT_PULL_SECONDS', DEFAULT_TIMING.pullSeconds),
    checkInSeconds: seconds('NETLOOM_AGENT_CHECK_IN_SECONDS', DEFAULT_TIMING.checkInSeconds),
    metricsSeconds: seconds('NETLOOM_AGENT_METRICS_SECONDS', DEFAULT_TIMING.metricsSeconds),
    natCheckSeconds: seconds('NETLOOM_AGENT_NAT_CHECK_SECONDS', DEFAULT_TIMING.natCheckSeconds),
    pathCheckSeconds: seconds('NETLOOM_AGENT_PATH_CHECK_SECONDS', DEFAULT_TIMING.pathCheckSeconds),
  };
  switch (name) {
    case 'join': {
      const token = await readToken({ token: values.token, tokenFile: values['token-file'] });
      await requireSystem();
      await join({
        token,
        server: values.server ?? null,
        endpoint: values.endpoint ?? null,
        interfaceName: values.interface ?? DEFAULT_INTERFACE,
        stateDir,
        name: values.name ?? null,
        caFile: values['ca-file'] ?? null,
        insecure: values.insecure ?? false,
      });
      return runAgent(stateDir, timing);
    }
    case 'run':
      await requireSystem();
      return runAgent(stateDir, timing);
    case 'status': {
      const report = await statusReport(stateDir);
      return void console.log(values.json ? JSON.stringify(report, null, 2) : formatStatus(report));
    }
    case 'down':
      await requireSystem();
      return down(stateDir);
    case 'leave':
      await requireSystem();
      return leave(stateDir);
    default:
      throw new AgentError(`unknown command "${name}"\n\n${USAGE}`);
  }
}

/** Runs one command; returns the exit code (1 with a message on stderr when it failed). */
export async function main(args: string[]): Promise<number> {
  try {
    await command(args);
    return 0;
  } catch (error) {
    const known = error instanceof AgentError || (error instanceof TypeError && 'code' in error);
    console.error(`netloom-agent: ${known ? (error as Error).message : String((error as Error).stack ?? error)}`);
    return 1;
  }
}

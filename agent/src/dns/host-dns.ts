import { canonicalMatchDomain, type DnsMode, type DnsReport } from '@netloom/contract';
import { join } from 'node:path';
import { errorText } from '../agent-error';
import { run as runCommand } from '../system/run';
import { DnsResponder, endpointText } from './dns-responder';
import { DnsZone, type DnsZoneInput } from './dns-zone';
import { RESOLV_CONF, ResolvConf } from './resolv-conf';
import { pointResolved, revertResolved } from './resolved-link';
import { resolverMode, type Run } from './resolver-mode';

/** What the host's DNS must be (from the server's update and the host's own setting). */
export interface DesiredDns {
  /** false: the host's DNS setting is "no": no names served, the resolver left as it was. */
  enabled: boolean;
  /** The mesh interface (systemd-resolved's per-link settings go on it). */
  interfaceName: string;
  /** The mesh addresses to answer on (bare IPs). */
  addresses: string[];
  zone: DnsZoneInput;
}

export interface HostDnsOptions {
  /** The agent's state folder: the resolver file's copies are kept in its `dns` folder. */
  stateDir: string;
  /** The port names are served on: 53 (tests use a high one). */
  port?: number;
  /** The port nameservers are asked on: 53. */
  upstreamPort?: number;
  /** The resolver file: /etc/resolv.conf. */
  resolvConfPath?: string;
  run?: Run;
}

/** A wanted address that could not be bound (an IPv6 address still tentative) is tried again this soon. */
const RETRY_MS = 5_000;
/** The longest error a report carries (the contract's limit). */
const ERROR_MAX_LENGTH = 2000;

/** The domains the resolver asks the agent: routing-only (networks, nameservers' match domains) and search domains. */
function resolverDomains(desired: DesiredDns): { routing: string[]; search: string[] } {
  const { networks, nameservers } = desired.zone;
  const search = nameservers
    .filter((nameserver) => nameserver.is_search_domain)
    .map((nameserver) => canonicalMatchDomain(nameserver.match_domain));
  const routing = [
    ...networks.map((network) => network.name.toLowerCase()),
    ...nameservers
      .filter((nameserver) => !nameserver.is_search_domain)
      .map((nameserver) => canonicalMatchDomain(nameserver.match_domain)),
  ];
  return { routing: [...new Set(routing)].filter(Boolean), search: [...new Set(search)].filter(Boolean) };
}

/**
 * The host's DNS: the agent's responder on the mesh addresses, serving the names of the host's
 * networks, and the host's resolver pointed at it for the mesh's domains only (systemd-resolved's
 * per-link settings, or a block in /etc/resolv.conf), put back as it was by `stop`. A failure is
 * reported, never thrown: the mesh works on without names.
 */
export class HostDns {
  private readonly responder: DnsResponder;
  private readonly resolvConf: ResolvConf;
  private readonly resolvConfPath: string;
  private readonly port: number;
  private readonly run: Run;
  private zone = DnsZone.EMPTY;
  private mode: DnsMode = 'off';
  private error = '';
  /** The link systemd-resolved was last pointed at us on, and the zone it was then. */
  private resolvedLink: { interfaceName: string; digest: string } | null = null;
  /** Each step starts when the one before has ended. */
  private queue: Promise<void> = Promise.resolve();
  private retry: NodeJS.Timeout | undefined;

  constructor(options: HostDnsOptions) {
    this.port = options.port ?? 53;
    this.run = options.run ?? runCommand;
    this.resolvConfPath = options.resolvConfPath ?? RESOLV_CONF;
    this.resolvConf = new ResolvConf(this.resolvConfPath, join(options.stateDir, 'dns'));
    this.responder = new DnsResponder({ port: this.port, upstreamPort: options.upstreamPort });
  }

  /** At the agent's start: puts back a resolver file an agent that was killed left changed. */
  start(): Promise<void> {
    return this.serially(async () => {
      await this.resolvConf.repairAfterCrash();
    });
  }

  /** Serves the desired names and points the resolver at them (or, when DNS is off, stops). */
  apply(desired: DesiredDns): Promise<void> {
    return this.serially(() => (desired.enabled ? this.serve(desired) : this.stopNow()));
  }

  /** Puts the host's resolver back and stops answering (`down`, `leave`, the agent stopping). */
  stop(): Promise<void> {
    return this.serially(() => this.stopNow());
  }

  /** What the agent reports of its DNS with its check-ins. */
  report(): DnsReport {
    return {
      mode: this.mode,
      listening: this.responder.listening,
      names: this.zone.names,
      error: this.error.slice(0, ERROR_MAX_LENGTH),
    };
  }

  /** The names served, sorted (for `status`). */
  names(): string[] {
    return this.zone.nameList();
  }

  private serially(step: () => Promise<void>): Promise<void> {
    this.queue = this.queue.then(async () => {
      clearTimeout(this.retry);
      try {
        await step();
      } catch (error) {
        this.error = errorText(error);
      }
    });
    return this.queue;
  }

  private async serve(desired: DesiredDns): Promise<void> {
    this.zone = new DnsZone(desired.zone);
    this.responder.serve(this.zone);
    await this.responder.listen(desired.addresses);
    const problems = this.responder.problems;
    if (problems.length > 0) this.retry = setTimeout(() => void this.apply(desired), RETRY_MS).unref();
    try {
      await this.pointResolver(desired);
    } catch (error) {
      this.mode = 'none';
      problems.push(errorText(error));
    }
    this.error = problems.join('; ');
  }

  /** Points the host's resolver at the addresses answered on, the way the host allows; undoes the other way. */
  private async pointResolver(desired: DesiredDns): Promise<void> {
    const listening = this.responder.listening;
    const servedAt = listening.map((address) => endpointText(address, this.port)).join(', ');
    const finding =
      listening.length > 0
        ? await resolverMode(this.resolvConfPath, servedAt, this.run)
        : { mode: 'none' as const, reason: 'no mesh address to answer DNS on' };
    this.mode = finding.mode;
    const domains = resolverDomains(desired);
    if (finding.mode !== 'resolved' || this.resolvedLink?.interfaceName !== desired.interfaceName) {
      await this.revertResolved();
    }
    if (finding.mode !== 'file') await this.resolvConf.restore();
    if (finding.mode === 'none') throw new Error(finding.reason);
    if (finding.mode === 'file') {
      await this.resolvConf.apply({ servers: listening, searchDomains: domains.search });
      return;
    }
    const digest = this.zone.digest;
    const namesChanged = this.resolvedLink?.digest !== digest;
    this.resolvedLink = { interfaceName: desired.interfaceName, digest: '' };
    await pointResolved(
      {
        interfaceName: desired.interfaceName,
        servers: listening.map((address) => (this.port === 53 ? address : endpointText(address, this.port))),
        routingDomains: domains.routing,
        searchDomains: domains.search,
        namesChanged,
      },
      this.run,
    );
    this.resolvedLink.digest = digest;
  }

  private async revertResolved(): Promise<void> {
    const link = this.resolvedLink;
    this.resolvedLink = null;
    if (link) await revertResolved(link.interfaceName, this.run);
  }

  private async stopNow(): Promise<void> {
    const problems: string[] = [];
    for (const undo of [() => this.revertResolved(), () => this.resolvConf.restore()]) {
      await undo().catch((error: unknown) => problems.push(errorText(error)));
    }
    await this.responder.close();
    this.zone = DnsZone.EMPTY;
    this.mode = 'off';
    this.error = problems.join('; ');
  }
}

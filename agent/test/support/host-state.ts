import type { MeshLab } from './mesh-lab';

/** Reads what a namespace's kernel and WireGuard hold, for assertions. */
export class HostState {
  constructor(
    private readonly lab: MeshLab,
    private readonly namespace: string,
  ) {}

  private async json<T>(program: string, args: string[]): Promise<T> {
    return JSON.parse(await this.lab.inside(this.namespace, program, args)) as T;
  }

  /** The interface's index, which changes when it is recreated. */
  async ifindex(name: string): Promise<number> {
    const [link] = await this.json<{ ifindex: number }[]>('ip', ['-j', 'link', 'show', 'dev', name]);
    return link.ifindex;
  }

  /** The interface's non-link-local addresses as CIDRs. */
  async addresses(name: string): Promise<string[]> {
    const links = await this.json<{ addr_info: { local: string; prefixlen: number; scope: string }[] }[]>('ip', [
      '-j',
      'addr',
      'show',
      'dev',
      name,
    ]);
    return links
      .flatMap((link) => link.addr_info)
      .filter((info) => info.scope !== 'link')
      .map((info) => `${info.local}/${info.prefixlen}`);
  }

  /** The destinations of the main table's IPv4 routes through the interface, with their protocol. */
  async routes(name: string): Promise<string[]> {
    const routes = await this.json<{ dst: string; protocol?: string }[]>('ip', ['-j', 'route', 'show', 'dev', name]);
    return routes.map((route) => `${route.dst} ${route.protocol ?? 'boot'}`);
  }

  /** The public keys of the interface's peers. */
  async peers(name: string): Promise<string[]> {
    const output = await this.lab.inside(this.namespace, 'wg', ['show', name, 'peers']);
    return output.split('\n').filter((line) => line !== '');
  }

  /** IPv4 policy rules other than the kernel's three, as `ip rule` words. */
  async policyRules(): Promise<string[]> {
    const rules = await this.json<{ priority: number; dst?: string; table: string; suppress_prefixlen?: number }[]>(
      'ip',
      ['-j', 'rule', 'show'],
    );
    return rules
      .filter((rule) => ![0, 32766, 32767].includes(rule.priority))
      .map(
        (rule) =>
          `${rule.priority} to ${rule.dst ?? 'all'} lookup ${rule.table}` +
          (rule.suppress_prefixlen === undefined ? '' : ` suppress_prefixlength ${rule.suppress_prefixlen}`),
      );
  }

  /** The IPv4 routes of table 111 as `dst via gateway dev device`. */
  async gatewayTable(): Promise<string[]> {
    const routes = await this.json<{ dst: string; gateway?: string; dev: string; table?: string }[]>('ip', [
      '-j',
      'route',
      'show',
      'table',
      'all',
    ]);
    return routes
      .filter((route) => route.table === '111')
      .map((route) => `${route.dst} via ${route.gateway ?? 'none'} dev ${route.dev}`);
  }
}

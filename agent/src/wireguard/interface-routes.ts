import { normaliseCidr } from '@netloom/contract';
import { run } from '../system/run';
import { familyOf, IP_FAMILIES, ipJson, type IpFamily } from './ip-json';

interface IpRoute {
  dst: string;
}

/** Routes the agent adds carry this protocol, which tells them apart from the kernel's and other programs' routes. */
const OWN_ROUTE_PROTOCOL = 'static';

/** A route destination as a network CIDR; `ip` prints host routes without a prefix and `default` for everything. */
function routeDestination(dst: string, family: IpFamily): string {
  if (dst === 'default') return family === '-6' ? '::/0' : '0.0.0.0/0';
  if (dst.includes('/')) return dst;
  return `${dst}/${family === '-6' ? 128 : 32}`;
}

/** True for `0.0.0.0/0` and `::/0`, which only ever go through the internet gateway's routing table. */
function isDefaultRoute(cidr: string): boolean {
  return cidr.endsWith('/0');
}

async function readOwnRoutes(name: string): Promise<string[]> {
  const lists = await Promise.all(
    IP_FAMILIES.map(async (family) => {
      const routes = await ipJson<IpRoute>([family, 'route', 'show', 'dev', name, 'proto', OWN_ROUTE_PROTOCOL]);
      return routes.map((route) => routeDestination(route.dst, family));
    }),
  );
  return lists.flat();
}

/** Makes the routes the agent owns on the interface exactly the desired ones (never a plain default route). */
export async function syncRoutes(name: string, routes: string[]): Promise<void> {
  const desired = new Set(
    routes.map((route) => normaliseCidr(route) ?? route).filter((route) => !isDefaultRoute(route)),
  );
  const current = await readOwnRoutes(name);
  for (const route of current) {
    if (!desired.has(route)) {
      await run('ip', [familyOf(route), 'route', 'del', route, 'dev', name, 'proto', OWN_ROUTE_PROTOCOL]);
    }
  }
  const held = new Set(current);
  for (const route of desired) {
    if (!held.has(route)) {
      await run('ip', [familyOf(route), 'route', 'replace', route, 'dev', name, 'proto', OWN_ROUTE_PROTOCOL]);
    }
  }
}

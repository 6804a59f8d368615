import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sh, type LabHost, type MeshLab } from './lab';

/**
 * How a router in front of a LAN treats traffic:
 * - `easy`: a home router: masquerade keeping the source port when it can, unsolicited inbound dropped;
 * - `hard`: the same with random source ports (a new mapping per destination, "symmetric");
 * - `one-to-one`: a cloud 1:1 NAT: everything to its public address goes to the one host behind it.
 */
export type RouterKind = 'easy' | 'hard' | 'one-to-one';

/** A router namespace: its public address on the lab's bridge, and the LAN behind it. */
export interface LabRouter {
  name: string;
  namespace: string;
  kind: RouterKind;
  /** Its address on the bridge (the "internet"): what hosts behind it are seen from outside at. */
  publicAddress: string;
  /** The first three octets of its LAN, e.g. `192.168.11`; the router is `.1`. */
  lan: string;
  hosts: number;
}

function inNamespace(namespace: string, args: string[]): string {
  return sh('ip', ['netns', 'exec', namespace, ...args]);
}

/** The router's firewall and NAT: forwards out of the LAN, lets in only answers (and, 1:1, everything to its host). */
function routerRules(router: LabRouter): string {
  const lanHost = `${router.lan}.2`;
  const nat =
    router.kind === 'one-to-one'
      ? [
          'chain prerouting {',
          'type nat hook prerouting priority dstnat; policy accept;',
          `iifname != "lan" dnat to ${lanHost}`,
          '}',
          'chain postrouting {',
          'type nat hook postrouting priority srcnat; policy accept;',
          `oifname != "lan" ip saddr ${lanHost} snat to ${router.publicAddress}`,
          '}',
        ]
      : [
          'chain postrouting {',
          'type nat hook postrouting priority srcnat; policy accept;',
          `oifname != "lan" masquerade${router.kind === 'hard' ? ' random' : ''}`,
          '}',
        ];
  return [
    'table ip grid {',
    ...nat,
    'chain forward {',
    'type filter hook forward priority filter; policy drop;',
    'ct state established,related accept',
    'iifname "lan" accept',
    ...(router.kind === 'one-to-one' ? [`ip daddr ${lanHost} accept`] : []),
    '}',
    // Unsolicited packets to the router itself are dropped before conntrack keeps them: a peer's
    // first packet, arriving before the host behind opened its pinhole, must not take the mapping.
    'chain input {',
    'type filter hook input priority filter; policy accept;',
    'iifname != "lan" ct state new drop',
    '}',
    '}',
    '',
  ].join('\n');
}

/**
 * Routers and the hosts behind them, on a mesh lab's bridge. Hosts behind a router reach the
 * server (the bridge's own address) only through it, and join without an endpoint: they learn how
 * they are seen from outside by STUN.
 */
export class NatGrid {
  private routers = 0;

  constructor(private readonly lab: MeshLab) {}

  /** A router with its WAN on the bridge and an empty LAN. */
  addRouter(name: string, kind: RouterKind): LabRouter {
    this.routers += 1;
    const router: LabRouter = {
      name,
      namespace: this.lab.namespace(`r${name}`),
      kind,
      publicAddress: `${this.lab.subnet}.${200 + this.routers}`,
      lan: `192.168.${10 + this.routers}`,
      hosts: 0,
    };
    this.lab.link(
      { namespace: null, address: '' },
      { namespace: router.namespace, address: `${router.publicAddress}/24` },
    );
    inNamespace(router.namespace, ['ip', 'link', 'add', 'lan', 'type', 'bridge']);
    inNamespace(router.namespace, ['ip', 'addr', 'add', `${router.lan}.1/24`, 'dev', 'lan']);
    inNamespace(router.namespace, ['ip', 'link', 'set', 'lan', 'up']);
    inNamespace(router.namespace, ['sysctl', '-qw', 'net.ipv4.ip_forward=1']);
    const file = join(this.lab.stateDirectory, `router-${name}.nft`);
    writeFileSync(file, routerRules(router));
    inNamespace(router.namespace, ['nft', '-f', file]);
    return router;
  }

  /** A machine on the router's LAN, its default route through the router. */
  addHost(name: string, router: LabRouter): LabHost {
    router.hosts += 1;
    const address = `${router.lan}.${1 + router.hosts}`;
    const host = this.lab.adoptHost(name, address);
    const index = randomBytes(2).toString('hex');
    const [outside, inside] = [`gl${index}`, `gh${index}`];
    sh('ip', ['link', 'add', outside, 'type', 'veth', 'peer', 'name', inside]);
    sh('ip', ['link', 'set', outside, 'netns', router.namespace]);
    sh('ip', ['link', 'set', inside, 'netns', host.namespace]);
    inNamespace(router.namespace, ['ip', 'link', 'set', outside, 'master', 'lan', 'up']);
    sh('ip', ['-n', host.namespace, 'addr', 'add', `${address}/24`, 'dev', inside]);
    sh('ip', ['-n', host.namespace, 'link', 'set', inside, 'up']);
    sh('ip', ['-n', host.namespace, 'route', 'add', 'default', 'via', `${router.lan}.1`]);
    return host;
  }

  /**
   * `netloom-agent join` without an endpoint: the host finds out how it is seen from outside, and
   * asks again every 2 s whether that changed; `--insecure`, as the server speaks plain http on the lab bridge.
   */
  join(host: LabHost, token: string, serverUrl: string): void {
    this.lab.startAgent(
      host,
      [
        'join',
        '--token',
        token,
        '--server',
        serverUrl,
        '--interface',
        host.interfaceName,
        '--name',
        host.name,
        '--insecure',
      ],
      { NETLOOM_AGENT_NAT_CHECK_SECONDS: '2' },
    );
  }

  /** Gives the router a new public address, as a router restarting with a new lease does; returns it. */
  renumber(router: LabRouter): string {
    const address = `${this.lab.subnet}.${230 + this.routers++}`;
    const wan = inNamespace(router.namespace, [
      'ip',
      '-o',
      '-4',
      'addr',
      'show',
      'to',
      `${router.publicAddress}/32`,
    ]).split(/\s+/)[1];
    inNamespace(router.namespace, ['ip', 'addr', 'del', `${router.publicAddress}/24`, 'dev', wan]);
    inNamespace(router.namespace, ['ip', 'addr', 'add', `${address}/24`, 'dev', wan]);
    router.publicAddress = address;
    return address;
  }

  /** Drops the UDP between two routers' public addresses at the first one, both ways; `restore` lets it through again. */
  cut(router: LabRouter, other: LabRouter): { restore(): void } {
    const table = `cut${randomBytes(2).toString('hex')}`;
    const file = join(this.lab.stateDirectory, `${table}.nft`);
    writeFileSync(
      file,
      [
        `table ip ${table} {`,
        'chain forward {',
        'type filter hook forward priority filter - 10; policy accept;',
        `ip daddr ${other.publicAddress} meta l4proto udp drop`,
        `ip saddr ${other.publicAddress} meta l4proto udp drop`,
        '}',
        '}',
        '',
      ].join('\n'),
    );
    inNamespace(router.namespace, ['nft', '-f', file]);
    return { restore: () => void inNamespace(router.namespace, ['nft', 'delete', 'table', 'ip', table]) };
  }
}

/**
 * Which MQTT topics a host may use (docs/architecture.md, Host protocol), so one host can neither read another's updates
 * nor speak for it. `FREE` marks a segment the host chooses (a server name); every other segment
 * must be given literally, never as a wildcard.
 */

const FREE = Symbol('free');
type Pattern = (string | typeof FREE)[];

/** A host and its nodes: what its topics name. */
export interface HostTopicScope {
  hostId: string;
  nodes: { id: string; network: string }[];
}

function fits(topic: string, pattern: Pattern, wildcards: boolean): boolean {
  const parts = topic.split('/');
  if (parts.length !== pattern.length) return false;
  return pattern.every((segment, index) => {
    const part = parts[index];
    if (segment !== FREE) return part === segment;
    if (part === '') return false;
    if (!wildcards) return !part.includes('+') && !part.includes('#');
    return part === '+' || (part === '#' && index === parts.length - 1) || !/[+#]/.test(part);
  });
}

/** Topics a host publishes to: its server updates, and the signals, updates and metrics of its nodes. */
export function hostMayPublish(scope: HostTopicScope, topic: string): boolean {
  if (fits(topic, ['host', 'serverupdate', FREE, scope.hostId], false)) return true;
  return scope.nodes.some((node) =>
    ['signal', 'update', 'metrics'].some((kind) => fits(topic, [kind, FREE, node.id], false)),
  );
}

/** Topic filters a host subscribes to: its peer and host updates, its nodes' updates, its networks' DNS. */
export function hostMaySubscribe(scope: HostTopicScope, filter: string): boolean {
  if (fits(filter, ['peers', 'host', scope.hostId, FREE], true)) return true;
  if (fits(filter, ['host', 'update', scope.hostId, FREE], true)) return true;
  return scope.nodes.some(
    (node) =>
      fits(filter, ['node', 'update', node.network, node.id], true) ||
      fits(filter, ['node', 'update', '+', node.id], true) ||
      fits(filter, ['host', 'dns', 'sync', node.network], true) ||
      fits(filter, ['host', 'dns', 'sync', node.network, FREE], true),
  );
}

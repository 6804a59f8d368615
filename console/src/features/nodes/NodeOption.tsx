import { Group, isOptionsGroup, Stack, Text, type OptionsFilter } from '@mantine/core';
import { nodeAddresses, type NodeView } from './nodeFilters';
import { NodeStatusBadge } from './NodeStatusBadge';

/** Searches what the nodes table searches (name, addresses, id, endpoint, key), not only the names. */
export function nodeOptionsFilter(views: readonly NodeView[]): OptionsFilter {
  const textOf = new Map(views.map((view) => [view.key, view.searchText]));
  return ({ options, search }) => {
    const term = search.trim().toLowerCase();
    return options.filter(
      (option) => isOptionsGroup(option) || term === '' || (textOf.get(option.value) ?? '').includes(term),
    );
  };
}

/** A node as a picker shows it: name and health, addresses and endpoints, OS, and why it is blocked. */
export function NodeOption({ view, blockedReason }: { view: NodeView; blockedReason: string | null }) {
  return (
    <Stack gap={2} w="100%">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm" fw={600}>
          {view.name}
        </Text>
        <NodeStatusBadge status={view.node.status} reason={null} />
      </Group>
      <Text size="xs" c="dimmed" ff="monospace">
        {[...nodeAddresses(view), view.host?.os].filter(Boolean).join(' · ')}
      </Text>
      {blockedReason && (
        <Text size="xs" c="orange">
          {blockedReason}
        </Text>
      )}
    </Stack>
  );
}

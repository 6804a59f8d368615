import { Button, Group, Paper, Text } from '@mantine/core';
import {
  IconCircleCheck,
  IconCircleOff,
  IconPlugConnected,
  IconPlugConnectedX,
  IconTrash,
  type Icon,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { NodeKind, NodeView } from './nodeFilters';
import { useNodeActions, type BulkAction } from './useNodeActions';

/** What each kind of row offers for a selection; the last one removes and shows in red. */
const BULK_ACTIONS: Record<NodeKind, readonly [BulkAction, Icon][]> = {
  netclient: [
    ['connect', IconPlugConnected],
    ['disconnect', IconPlugConnectedX],
    ['remove', IconTrash],
  ],
  'config-files': [
    ['enable', IconCircleCheck],
    ['disable', IconCircleOff],
    ['delete', IconTrash],
  ],
};

interface NodesBulkBarProps {
  kind: NodeKind;
  selection: readonly NodeView[];
  onDone: () => void;
}

/**
 * What to do with the selected rows, each confirmed by name: connect, disconnect or remove hosts'
 * nodes; enable, disable or delete config files.
 */
export function NodesBulkBar({ kind, selection, onDone }: NodesBulkBarProps) {
  const { t } = useTranslation();
  const { bulkAction, busy } = useNodeActions();
  const count = selection.length;
  const actions = BULK_ACTIONS[kind];
  return (
    <Paper withBorder radius="md" px="md" py="xs" bg="var(--mantine-primary-color-light)">
      <Group justify="space-between" gap="sm">
        <Text size="sm" fw={600} aria-live="polite">
          {t('nodes.bulk.selected', { count })}
        </Text>
        <Group gap="xs">
          {actions.map(([action, ActionIcon], index) => {
            const removes = index === actions.length - 1;
            return (
              <Button
                key={action}
                size="xs"
                variant={removes ? 'light' : 'default'}
                color={removes ? 'red' : undefined}
                loading={busy}
                leftSection={<ActionIcon size={14} />}
                onClick={() => bulkAction(selection, action, onDone)}
              >
                {t(`nodes.bulk.${action}`, { count })}
              </Button>
            );
          })}
          <Button size="xs" variant="subtle" onClick={onDone}>
            {t('nodes.bulk.clear')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}

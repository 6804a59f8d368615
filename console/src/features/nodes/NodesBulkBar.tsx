import { Button, Group, Paper, Text } from '@mantine/core';
import { IconPlugConnected, IconPlugConnectedX, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { NodeView } from './nodeFilters';
import { useNodeActions } from './useNodeActions';

/** What to do with the selected nodes: connect, disconnect or remove them, each confirmed by name. */
export function NodesBulkBar({ selection, onDone }: { selection: readonly NodeView[]; onDone: () => void }) {
  const { t } = useTranslation();
  const { bulkAction, busy } = useNodeActions();
  const count = selection.length;
  return (
    <Paper withBorder radius="md" px="md" py="xs" bg="var(--mantine-primary-color-light)">
      <Group justify="space-between" gap="sm">
        <Text size="sm" fw={600} aria-live="polite">
          {t('nodes.bulk.selected', { count })}
        </Text>
        <Group gap="xs">
          <Button
            size="xs"
            variant="default"
            loading={busy}
            leftSection={<IconPlugConnected size={14} />}
            onClick={() => bulkAction(selection, 'connect', onDone)}
          >
            {t('nodes.bulk.connect', { count })}
          </Button>
          <Button
            size="xs"
            variant="default"
            loading={busy}
            leftSection={<IconPlugConnectedX size={14} />}
            onClick={() => bulkAction(selection, 'disconnect', onDone)}
          >
            {t('nodes.bulk.disconnect', { count })}
          </Button>
          <Button
            size="xs"
            color="red"
            variant="light"
            loading={busy}
            leftSection={<IconTrash size={14} />}
            onClick={() => bulkAction(selection, 'remove', onDone)}
          >
            {t('nodes.bulk.remove', { count })}
          </Button>
          <Button size="xs" variant="subtle" onClick={onDone}>
            {t('nodes.bulk.clear')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}

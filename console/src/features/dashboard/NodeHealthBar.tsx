import { ColorSwatch, Group, Progress, Stack, Text } from '@mantine/core';
import type { DashboardNetwork } from '@netloom/contract';
import { useTranslation } from 'react-i18next';
import { STATUS_COLORS } from '../nodes/nodeHealth';

/** The dashboard's health buckets, in the order they show, coloured like the nodes' status badges. */
const HEALTH = [
  { key: 'healthy', color: STATUS_COLORS.online },
  { key: 'warning', color: STATUS_COLORS.warning },
  { key: 'error', color: STATUS_COLORS.error },
  { key: 'offline', color: STATUS_COLORS.offline },
] as const;

/** A network's nodes by health: a stacked bar of the shares and the count of each. */
export function NodeHealthBar({ name, nodes }: { name: string; nodes: DashboardNetwork['nodes'] }) {
  const { t } = useTranslation();
  return (
    <Stack gap={6}>
      <Progress.Root size="md" aria-label={t('dashboard.network.healthLabel', { name })}>
        {HEALTH.filter(({ key }) => nodes[key] > 0).map(({ key, color }) => (
          <Progress.Section
            key={key}
            value={(nodes[key] / nodes.total) * 100}
            color={color}
            aria-label={`${t(`dashboard.network.health.${key}`)}: ${nodes[key]}`}
          />
        ))}
      </Progress.Root>
      <Group gap="md" role="list" aria-label={t('dashboard.network.healthLabel', { name })}>
        {HEALTH.map(({ key, color }) => (
          <Group key={key} gap={6} wrap="nowrap" role="listitem">
            <ColorSwatch color={`var(--mantine-color-${color}-filled)`} size={10} withShadow={false} aria-hidden />
            <Text size="sm" fw={700}>
              {nodes[key]}
            </Text>
            <Text size="sm" c="dimmed">
              {t(`dashboard.network.health.${key}`)}
            </Text>
          </Group>
        ))}
      </Group>
    </Stack>
  );
}

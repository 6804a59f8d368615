import { Badge, HoverCard, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { NodeView } from '../nodes/nodeFilters';

/** "N nodes", with the tagged nodes and config files listed by name on hover or focus. */
export function TagUsedBy({ name, count, members }: { name: string; count: number; members: readonly NodeView[] }) {
  const { t } = useTranslation();
  const label = t('tags.usedByLabel', { name });
  return (
    <HoverCard position="bottom-start" withArrow shadow="md" openDelay={100}>
      <HoverCard.Target>
        <Badge component="button" type="button" variant="light" tt="none" fw={500} style={{ cursor: 'default' }}>
          {t('tags.usedBy', { count })}
        </Badge>
      </HoverCard.Target>
      <HoverCard.Dropdown maw={320}>
        <Text size="sm" fw={600} mb={4}>
          {label}
        </Text>
        {members.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('tags.noMembers')}
          </Text>
        ) : (
          <List size="sm" aria-label={label} mah={240} style={{ overflowY: 'auto' }}>
            {members.map((member) => (
              <List.Item key={member.key}>{member.name}</List.Item>
            ))}
          </List>
        )}
      </HoverCard.Dropdown>
    </HoverCard>
  );
}

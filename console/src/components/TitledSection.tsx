import { Group, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

interface TitledSectionProps {
  title: string;
  description?: string;
  /** Search boxes and buttons on the right of the title. */
  actions?: ReactNode;
  children: ReactNode;
}

/** One titled part of a page (e.g. its gateways, or its routes), a landmark named by its title. */
export function TitledSection({ title, description, actions, children }: TitledSectionProps) {
  const id = useId();
  return (
    <Stack component="section" aria-labelledby={id} gap="sm">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Stack gap={2} style={{ minWidth: 0, flex: '1 1 260px' }}>
          <Title order={2} size="h4" id={id}>
            {title}
          </Title>
          {description && (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          )}
        </Stack>
        {actions && <Group gap="sm">{actions}</Group>}
      </Group>
      {children}
    </Stack>
  );
}

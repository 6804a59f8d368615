import { Alert, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface NoticeBannerProps {
  color: string;
  icon: ReactNode;
  children: ReactNode;
  /** A button or link on the right. */
  action?: ReactNode;
}

/** One banner at the top of the main area: a quiet surface with an accent in the notice's colour. */
export function NoticeBanner({ color, icon, children, action }: NoticeBannerProps) {
  return (
    <Alert
      color={color}
      variant="default"
      radius="md"
      icon={icon}
      role="status"
      py="sm"
      mb="md"
      styles={{
        root: { borderInlineStart: `4px solid var(--mantine-color-${color}-filled)` },
        icon: { color: `var(--mantine-color-${color}-text)` },
      }}
    >
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm" style={{ flex: '1 1 320px' }}>
          {children}
        </Text>
        {action}
      </Group>
    </Alert>
  );
}

import { Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** Where a table would be: one sentence saying why it has no rows (none yet, or none match). */
export function EmptyNote({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="lg">
      <Text c="dimmed" ta="center">
        {children}
      </Text>
    </Paper>
  );
}

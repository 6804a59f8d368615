import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { NoValue } from './NoValue';

/** One labelled fact of a details view; an empty value shows a dash. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  const empty = children === '' || children === null || children === undefined;
  return (
    <Stack gap={2} style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {empty ? <NoValue /> : children}
      </Text>
    </Stack>
  );
}

import { EmptyState, Paper } from '@mantine/core';
import type { ReactNode } from 'react';

interface EmptyCardProps {
  icon: ReactNode;
  title: string;
  description: string;
  /** The primary action, usually one button. */
  action?: ReactNode;
}

/** An empty state: an icon, one sentence and the action that fills it. */
export function EmptyCard({ icon, title, description, action }: EmptyCardProps) {
  return (
    <Paper withBorder radius="md" p="xl">
      <EmptyState icon={icon} variant="light" title={title} description={description} py="lg" maw={520} mx="auto">
        {action && <EmptyState.Actions>{action}</EmptyState.Actions>}
      </EmptyState>
    </Paper>
  );
}

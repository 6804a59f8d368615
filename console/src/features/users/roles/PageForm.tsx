import { Button, Group, Paper, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { Link } from 'react-router';

interface PageFormProps {
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  /** Where the leave button goes. */
  leaveTo: string;
  leaveLabel: string;
  /** The submit button; none for a read-only form. */
  submit: { label: string; pending: boolean; disabled?: boolean } | null;
  maw: number;
  children: ReactNode;
}

/** A form filling a page (a group's or a role's): its fields, then leave and submit buttons. */
export function PageForm({ onSubmit, leaveTo, leaveLabel, submit, maw, children }: PageFormProps) {
  return (
    <Paper withBorder radius="md" p="lg" maw={maw}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="lg">
          {children}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" component={Link} to={leaveTo}>
              {leaveLabel}
            </Button>
            {submit && (
              <Button type="submit" loading={submit.pending} disabled={submit.disabled}>
                {submit.label}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

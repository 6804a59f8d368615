import { Radio, Table, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';

/** The header of the column of radios that picks a row; named for screen readers, empty on screen. */
export function PickColumnHeader({ label }: { label: string }) {
  return (
    <Table.Th w={40}>
      <VisuallyHidden>{label}</VisuallyHidden>
    </Table.Th>
  );
}

interface PickableRowProps {
  /** The radio group: one picked row per table. */
  group: string;
  picked: boolean;
  onPick: () => void;
  /** The radio's accessible name, e.g. "Show the config files of gw-1". */
  label: string;
  children: ReactNode;
}

/** A row that can be picked with its radio, to show what belongs to it elsewhere on the page. */
export function PickableRow({ group, picked, onPick, label, children }: PickableRowProps) {
  return (
    <Table.Tr bg={picked ? 'var(--mantine-primary-color-light)' : undefined}>
      <Table.Td>
        <Radio name={group} checked={picked} onChange={onPick} aria-label={label} />
      </Table.Td>
      {children}
    </Table.Tr>
  );
}

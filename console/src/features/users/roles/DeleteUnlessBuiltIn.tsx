import { Button, Group } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { BuiltInBadge } from './BuiltInBadge';
import { LockedControl } from './LockedControl';

interface DeleteUnlessBuiltInProps {
  builtIn: boolean;
  /** Why a built-in one can't be deleted (the disabled button's tooltip). */
  reason: string;
  label: string;
  onDelete: () => void;
}

/** The header actions of a group or role page: the built-in badge, and a delete button locked for built-in ones. */
export function DeleteUnlessBuiltIn({ builtIn, reason, label, onDelete }: DeleteUnlessBuiltInProps) {
  return (
    <Group gap="sm">
      {builtIn && <BuiltInBadge />}
      <LockedControl reason={builtIn ? reason : null}>
        {(lock) => (
          <Button
            color="red"
            variant="light"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={onDelete}
            {...lock}
          >
            {label}
          </Button>
        )}
      </LockedControl>
    </Group>
  );
}

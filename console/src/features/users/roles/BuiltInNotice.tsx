import { Alert } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';

/** Why a built-in group or role is shown read-only. */
export function BuiltInNotice({ title, reason }: { title: string; reason: string }) {
  return (
    <Alert color="gray" variant="light" icon={<IconLock size={18} aria-hidden />} title={title}>
      {reason}
    </Alert>
  );
}

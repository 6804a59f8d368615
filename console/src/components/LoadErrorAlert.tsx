import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { errorText } from '../api/errors';

/** A failed load, with the server's message. */
export function LoadErrorAlert({ title, error }: { title: string; error: unknown }) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title={title} role="alert">
      {errorText(error)}
    </Alert>
  );
}

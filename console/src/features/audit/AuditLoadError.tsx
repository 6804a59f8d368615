import { Button, Group, Stack } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { auditKeys } from '../../api/audit';
import { LoadErrorAlert } from '../../components/LoadErrorAlert';

/** The audit log failed to load: the server's message, and a button that asks again. */
export function AuditLoadError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return (
    <Stack gap="sm">
      <LoadErrorAlert title={t('audit.loadFailed')} error={error} />
      <Group>
        <Button
          variant="default"
          leftSection={<IconRefresh size={16} aria-hidden />}
          onClick={() => void queryClient.refetchQueries({ queryKey: auditKeys.all, type: 'active' })}
        >
          {t('audit.retry')}
        </Button>
      </Group>
    </Stack>
  );
}

import { Alert, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { checkServerAddress, type ServerAddress } from '@netloom/contract';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useChangeServerAddress, useServerAddressQuery } from '../../api/serverAddress';
import { confirmAction } from '../../components/confirmAction';
import { LoadErrorAlert } from '../../components/LoadErrorAlert';
import { notifyProgress } from '../../components/notifyProgress';
import { PageHeader } from '../../components/PageHeader';
import { PageSkeleton } from '../../components/PageSkeleton';
import { addressProblem } from './addressProblem';
import { ServerAddressField } from './ServerAddressField';

/** The address form, started from the address in use; a confirmation names the new one before it is saved. */
function AddressForm({ current }: { current: ServerAddress }) {
  const { t } = useTranslation();
  const change = useChangeServerAddress();
  const form = useForm({
    initialValues: { address: current.address },
    validateInputOnChange: true,
    validate: { address: addressProblem },
  });
  const checked = checkServerAddress(form.values.address);
  const same = checked.ok && checked.address === current.address;

  function save() {
    if (!checked.ok) return;
    confirmAction({
      title: t('serverSettings.confirmTitle'),
      message: t('serverSettings.confirmText', { address: checked.address }),
      confirmLabel: t('serverSettings.confirm'),
      onConfirm: () =>
        void notifyProgress(() => change.mutateAsync(checked.address), {
          pending: t('serverSettings.saving'),
          success: t('serverSettings.saved', { address: checked.address }),
          failure: t('serverSettings.saveFailed'),
        }),
    });
  }

  return (
    <form onSubmit={form.onSubmit(save)}>
      <Stack gap="md">
        {current.source === 'default' && (
          <Alert variant="light" color="yellow" icon={<IconAlertTriangle size={18} />}>
            {t('serverSettings.addressDefault')}
          </Alert>
        )}
        <ServerAddressField current={current} input={form.getInputProps('address')} />
        <Text size="sm">
          {t('serverSettings.brokerLabel')}{' '}
          <Text span ff="monospace" size="sm">
            {current.broker}
          </Text>
        </Text>
        {current.source !== 'environment' && (
          <Group justify="flex-end">
            <Button type="submit" disabled={same} title={same ? t('serverSettings.unchanged') : undefined}>
              {t('serverSettings.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}

/** Server settings: how hosts and people reach this server. */
export function ServerSettingsPage() {
  const { t } = useTranslation();
  const current = useServerAddressQuery();
  let content;
  if (current.isPending) content = <PageSkeleton />;
  else if (current.isError) content = <LoadErrorAlert title={t('serverSettings.loadFailed')} error={current.error} />;
  else {
    content = (
      <Card withBorder maw={720}>
        <AddressForm key={current.data.address} current={current.data} />
      </Card>
    );
  }
  return (
    <>
      <PageHeader title={t('serverSettings.title')} description={t('serverSettings.description')} />
      {content}
    </>
  );
}

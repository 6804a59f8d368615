import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { NETWORK_NAME_MAX_LENGTH, type Network } from '@netloom/contract';
import { useTranslation } from 'react-i18next';
import { useUpdateNetworkMutation } from '../../api/networks';
import { errorText } from '../../api/errors';

/**
 * The network's display name, the one setting changed here: "Update Network" saves it once it
 * differs; the server's refusal (e.g. a name another network has) shows under the field.
 */
export function NetworkNameForm({ network, editable }: { network: Network; editable: boolean }) {
  const { t } = useTranslation();
  const update = useUpdateNetworkMutation();
  const form = useForm({ initialValues: { name: network.name } });
  const changed = form.values.name.trim() !== network.name;

  const submit = form.onSubmit(async (values) => {
    const name = values.name.trim();
    try {
      await update.mutateAsync({ network, changes: { name } });
      form.resetDirty({ name });
      form.setValues({ name });
      notifications.show({ color: 'green', message: t('networkInfo.updated', { netid: network.netid }) });
    } catch (error) {
      form.setFieldError('name', errorText(error));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm" maw={520}>
        <TextInput
          label={t('networkInfo.name')}
          description={t(editable ? 'networkInfo.nameHint' : 'networkInfo.nameReadOnly', { netid: network.netid })}
          placeholder={network.netid}
          readOnly={!editable}
          maxLength={NETWORK_NAME_MAX_LENGTH}
          {...form.getInputProps('name')}
        />
        {editable && (
          <Group>
            <Button type="submit" loading={update.isPending} disabled={!changed}>
              {t('networkInfo.update')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}

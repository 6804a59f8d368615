import { NumberInput, SimpleGrid, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { HOST_KEEPALIVE_MAX, HOST_MTU_MAX, HOST_MTU_MIN, HOST_VERBOSITY_MAX, type ApiHost } from '@netloom/contract';
import { useTranslation } from 'react-i18next';
import { useUpdateHostMutation } from '../../api/hosts';
import { notifyProgress } from '../../components/notifyProgress';
import { useUnsavedChangesGuard } from '../../components/useUnsavedChangesGuard';
import { useProblemSentence } from '../../i18n/useProblemSentence';
import { hostFieldProblems, hostFormValues, type HostFormValues } from './hostForm';
import { FormModal } from '../../components/FormModal';

/** Every setting of a host, checked by the contract's host-settings rules before saving. */
export function EditHostModal({ host, onClose }: { host: ApiHost; onClose: () => void }) {
  const { t } = useTranslation();
  const problems = useProblemSentence();
  const update = useUpdateHostMutation();
  const form = useForm<HostFormValues>({
    initialValues: hostFormValues(host),
    validate: (values) =>
      problems.byField(
        hostFieldProblems({ ...values, mtu: Number(values.mtu), listenport: Number(values.listenport) }),
      ),
  });
  const requestClose = useUnsavedChangesGuard(() => form.isDirty(), onClose);
  const { values } = form;

  const submit = form.onSubmit(async (changes) => {
    const done = await notifyProgress(() => update.mutateAsync({ id: host.id, ...changes }), {
      pending: t('devices.progress.saving', { name: host.name }),
      success: t('devices.done.saved', { name: changes.name }),
      failure: t('devices.failed.save'),
    });
    if (done) onClose();
  });

  return (
    <FormModal
      title={t('devices.edit.title', { name: host.name })}
      pending={update.isPending}
      onSubmit={submit}
      onCancel={requestClose}
    >
      <TextInput label={t('devices.edit.name')} withAsterisk data-autofocus {...form.getInputProps('name')} />
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        <NumberInput
          label={t('devices.edit.mtu')}
          min={HOST_MTU_MIN}
          max={HOST_MTU_MAX}
          allowDecimal={false}
          {...form.getInputProps('mtu')}
        />
        <NumberInput
          label={t('devices.edit.keepalive')}
          min={0}
          max={HOST_KEEPALIVE_MAX}
          allowDecimal={false}
          {...form.getInputProps('persistentkeepalive')}
        />
        <NumberInput
          label={t('devices.edit.verbosity')}
          min={0}
          max={HOST_VERBOSITY_MAX}
          allowDecimal={false}
          {...form.getInputProps('verbosity')}
        />
      </SimpleGrid>
      <Switch label={t('devices.edit.staticPort')} {...form.getInputProps('isstaticport', { type: 'checkbox' })} />
      {values.isstaticport && (
        <NumberInput
          label={t('devices.edit.listenPort')}
          min={1}
          max={65535}
          allowDecimal={false}
          {...form.getInputProps('listenport')}
        />
      )}
      <Switch label={t('devices.edit.staticEndpoint')} {...form.getInputProps('isstatic', { type: 'checkbox' })} />
      {values.isstatic && (
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput label={t('devices.edit.endpointIPv4')} {...form.getInputProps('endpointip')} />
          <TextInput label={t('devices.edit.endpointIPv6')} {...form.getInputProps('endpointipv6')} />
        </SimpleGrid>
      )}
      <Switch
        label={t('devices.edit.default')}
        description={t('devices.edit.defaultHint')}
        {...form.getInputProps('isdefault', { type: 'checkbox' })}
      />
      <Switch label={t('devices.edit.autoUpdate')} {...form.getInputProps('autoupdate', { type: 'checkbox' })} />
      <Switch label={t('devices.edit.debug')} {...form.getInputProps('debug', { type: 'checkbox' })} />
    </FormModal>
  );
}

import { Alert } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCreateIngressMutation } from '../../api/gateways';
import { FormModal } from '../../components/FormModal';
import { notifyProgress } from '../../components/notifyProgress';
import { useUnsavedChangesGuard } from '../../components/useUnsavedChangesGuard';
import { isBehindNat, type NodeView } from '../nodes/nodeFilters';
import { NodePicker } from '../nodes/NodePicker';
import { useHostBlockedReason } from '../nodes/useHostBlockedReason';
import { problemTexts } from './formProblems';
import { EMPTY_GATEWAY_FORM, gatewayFormProblems, toIngressRequest, type GatewayFormValues } from './gatewayForm';
import { GatewayFields } from './GatewayFields';

interface CreateGatewayModalProps {
  opened: boolean;
  onClose: () => void;
  /** The network's host nodes; those that are gateways already are left out. */
  views: readonly NodeView[];
}

type Values = GatewayFormValues & { nodeId: string | null };

/** Makes a host of the network a remote-access gateway. */
export function CreateGatewayModal({ opened, onClose, views }: CreateGatewayModalProps) {
  const { t, i18n } = useTranslation();
  const create = useCreateIngressMutation();
  const blocked = useHostBlockedReason('remote-access');
  const candidates = views.filter(({ node }) => !node.isingressgateway);
  const form = useForm<Values>({
    initialValues: { ...EMPTY_GATEWAY_FORM, nodeId: null },
    validate: (values) => ({
      ...(values.nodeId ? {} : { nodeId: t('gateways.form.hostRequired') }),
      ...problemTexts(gatewayFormProblems(values), i18n),
    }),
  });
  const close = () => {
    form.reset();
    onClose();
  };
  const requestClose = useUnsavedChangesGuard(() => form.isDirty(), close);
  const picked = candidates.find((view) => view.key === form.values.nodeId);

  const submit = form.onSubmit(async (values) => {
    if (!picked) return;
    const { name } = picked;
    const done = await notifyProgress(
      () => create.mutateAsync({ node: picked.node, request: toIngressRequest(values) }),
      {
        pending: t('gateways.progress.create', { name }),
        success: t('gateways.done.create', { name }),
        failure: t('gateways.failed.create'),
      },
    );
    if (done) close();
  });

  return (
    <FormModal
      opened={opened}
      title={t('gateways.createTitle')}
      pending={create.isPending}
      onSubmit={submit}
      onCancel={requestClose}
      submitLabel={t('gateways.createSubmit')}
    >
      <NodePicker
        label={t('gateways.form.host')}
        description={t('gateways.form.hostHint')}
        views={candidates}
        blocked={blocked}
        withAsterisk
        data-autofocus
        {...form.getInputProps('nodeId')}
      />
      {picked && isBehindNat(picked.host) && (
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
          {t('gateways.form.natWarning', { name: picked.name })}
        </Alert>
      )}
      <GatewayFields
        values={form.values}
        inputProps={form.getInputProps}
        groups={['dns', 'clientConfig', 'internetGateway', 'networkInfo']}
      />
    </FormModal>
  );
}

import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useUpdateNodeMutation } from '../../api/nodes';
import { FormModal } from '../../components/FormModal';
import { notifyProgress } from '../../components/notifyProgress';
import { useUnsavedChangesGuard } from '../../components/useUnsavedChangesGuard';
import type { NodeView } from '../nodes/nodeFilters';
import { problemTexts } from './formProblems';
import { gatewayFormOf, gatewayFormProblems, toGatewayChanges, type GatewayFormValues } from './gatewayForm';
import { GatewayFields } from './GatewayFields';

/** Changes a gateway's client DNS, MTU, keepalive and network info. */
export function EditGatewayModal({ gateway, onClose }: { gateway: NodeView; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const update = useUpdateNodeMutation();
  const { node, name } = gateway;
  const form = useForm<GatewayFormValues>({
    initialValues: gatewayFormOf(node),
    validate: (values) => problemTexts(gatewayFormProblems(values), i18n),
  });
  const requestClose = useUnsavedChangesGuard(() => form.isDirty(), onClose);

  const submit = form.onSubmit(async (values) => {
    const done = await notifyProgress(() => update.mutateAsync({ node, changes: toGatewayChanges(values) }), {
      pending: t('gateways.progress.save', { name }),
      success: t('gateways.done.save', { name }),
      failure: t('gateways.failed.save'),
    });
    if (done) onClose();
  });

  return (
    <FormModal
      title={t('gateways.editTitle', { name })}
      pending={update.isPending}
      onSubmit={submit}
      onCancel={requestClose}
    >
      <GatewayFields
        values={form.values}
        inputProps={form.getInputProps}
        groups={['dns', 'clientConfig', 'networkInfo']}
      />
    </FormModal>
  );
}

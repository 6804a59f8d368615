import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useSaveInternetGatewayMutation } from '../../api/internetGateways';
import { FormModal } from '../../components/FormModal';
import { notifyProgress } from '../../components/notifyProgress';
import { useUnsavedChangesGuard } from '../../components/useUnsavedChangesGuard';
import type { NodeView } from '../nodes/nodeFilters';
import { NodesPicker } from '../nodes/NodePicker';
import { RoutingHostField } from '../nodes/RoutingHostField';
import { clientCandidates, internetGatewayFormOf } from './internetGatewayForm';

interface InternetGatewayModalProps {
  /** The network's hosts' nodes. */
  hosts: readonly NodeView[];
  /** The internet gateway whose connected hosts change; none to create one. */
  gateway?: NodeView;
  onClose: () => void;
}

/** Makes a Linux host an internet gateway for some hosts, or changes the hosts one serves. */
export function InternetGatewayModal({ hosts, gateway, onClose }: InternetGatewayModalProps) {
  const { t } = useTranslation();
  const save = useSaveInternetGatewayMutation();
  const form = useForm({
    initialValues: internetGatewayFormOf(gateway, hosts),
    validate: { nodeKey: (key) => (key ? null : t('internetGateways.form.hostRequired')) },
  });
  const requestClose = useUnsavedChangesGuard(() => form.isDirty(), onClose);
  const picked = gateway ?? hosts.find((view) => view.key === form.values.nodeKey);
  const candidates = clientCandidates(hosts, picked?.node.id ?? null);

  const submit = form.onSubmit(async ({ clientIds }) => {
    if (!picked) return;
    const name = picked.name;
    const key = gateway ? 'update' : 'create';
    const done = await notifyProgress(() => save.mutateAsync({ node: picked.node, clientIds, create: !gateway }), {
      pending: t(`internetGateways.${key}Pending`, { name }),
      success: t(`internetGateways.${key}Done`, { name, count: clientIds.length }),
      failure: t(`internetGateways.${key}Failed`, { name }),
    });
    if (done) onClose();
  });

  return (
    <FormModal
      title={gateway ? t('internetGateways.updateTitle', { name: gateway.name }) : t('internetGateways.createTitle')}
      pending={save.isPending}
      onSubmit={submit}
      onCancel={requestClose}
      submitLabel={gateway ? t('common.save') : t('internetGateways.create')}
    >
      <RoutingHostField
        label={t('internetGateways.form.host')}
        description={t('internetGateways.form.hostHint')}
        role="internet-gateway"
        gateway={gateway}
        candidates={hosts.filter((view) => !view.node.isinternetgateway)}
        picked={picked}
        noFirewall={(name) => t('internetGateways.noFirewall', { name })}
        inputProps={{
          ...form.getInputProps('nodeKey'),
          onChange: (key: string | null) => {
            form.setFieldValue('nodeKey', key);
            form.setFieldValue('clientIds', []);
          },
        }}
      />
      <NodesPicker
        label={t('internetGateways.form.clients')}
        description={t('internetGateways.form.clientsHint')}
        placeholder={candidates.length === 0 ? t('internetGateways.form.noCandidates') : undefined}
        views={candidates}
        disabled={!picked}
        clearable
        {...form.getInputProps('clientIds')}
      />
    </FormModal>
  );
}

import { Alert } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ExtClient } from '@netloom/contract';
import { IconInfoCircle } from '@tabler/icons-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateExtClientMutation } from '../../api/extClients';
import { useCreateIngressMutation } from '../../api/gateways';
import { FormModal } from '../../components/FormModal';
import { notifyProgress } from '../../components/notifyProgress';
import { useUnsavedChangesGuard } from '../../components/useUnsavedChangesGuard';
import { networkRangesOf, type NodeView } from '../nodes/nodeFilters';
import { NodePicker } from '../nodes/NodePicker';
import { useHostBlockedReason } from '../nodes/useHostBlockedReason';
import { ClientFields } from './ClientFields';
import { clientFormProblems, EMPTY_CLIENT_FORM, toCustomExtClient, type ClientFormValues } from './clientForm';
import { problemTexts } from './formProblems';
import { EMPTY_GATEWAY_FORM, gatewayFormProblems, toIngressRequest, type GatewayFormValues } from './gatewayForm';
import { GatewayFields } from './GatewayFields';

interface CreateClientModalProps {
  onClose: () => void;
  onCreated: (client: ExtClient) => void;
  netid: string;
  /** The network's host nodes: gateways, and hosts that can become one. */
  views: readonly NodeView[];
  /** The gateway picked to begin with. */
  gatewayId: string | null;
}

interface Values {
  gatewayId: string | null;
  gateway: GatewayFormValues;
  client: ClientFormValues;
}

/** A new VPN config file of a gateway; a host that is no gateway yet is made one first. */
export function CreateClientModal({ onClose, onCreated, netid, views, gatewayId }: CreateClientModalProps) {
  const { t, i18n } = useTranslation();
  const createIngress = useCreateIngressMutation();
  const createClient = useCreateExtClientMutation();
  const gatewayBlocked = useHostBlockedReason('remote-access');
  const blocked = useCallback(
    (view: NodeView) => (view.node.isingressgateway ? null : gatewayBlocked(view)),
    [gatewayBlocked],
  );
  const pickedOf = (key: string | null) => views.find((view) => view.key === key);
  const form = useForm<Values>({
    initialValues: { gatewayId, gateway: EMPTY_GATEWAY_FORM, client: EMPTY_CLIENT_FORM },
    validate: (values) => {
      const picked = pickedOf(values.gatewayId);
      return {
        ...(picked ? {} : { gatewayId: t('gateways.form.gatewayRequired') }),
        ...(picked && !picked.node.isingressgateway
          ? problemTexts(gatewayFormProblems(values.gateway), i18n, 'gateway.')
          : {}),
        ...problemTexts(
          clientFormProblems(values.client, { idOptional: true, networkRanges: networkRangesOf(picked) }),
          i18n,
          'client.',
        ),
      };
    },
  });
  const requestClose = useUnsavedChangesGuard(() => form.isDirty(), onClose);
  const picked = pickedOf(form.values.gatewayId);
  const pending = createIngress.isPending || createClient.isPending;

  const submit = form.onSubmit(async (values) => {
    if (!picked) return;
    let created: ExtClient | undefined;
    const done = await notifyProgress(
      async () => {
        if (!picked.node.isingressgateway) {
          await createIngress.mutateAsync({ node: picked.node, request: toIngressRequest(values.gateway) });
        }
        created = await createClient.mutateAsync({
          netid,
          gatewayId: picked.node.id,
          client: toCustomExtClient(values.client),
        });
      },
      {
        pending: t('gateways.clients.progress.create', { gateway: picked.name }),
        success: t('gateways.clients.done.create', { gateway: picked.name }),
        failure: t('gateways.clients.failed.create'),
      },
    );
    if (done && created) onCreated(created);
  });

  return (
    <FormModal
      title={t('gateways.clients.createTitle')}
      pending={pending}
      onSubmit={submit}
      onCancel={requestClose}
      submitLabel={t('gateways.clients.createSubmit')}
    >
      <NodePicker
        label={t('gateways.form.gateway')}
        description={t('gateways.form.gatewayHint')}
        views={views}
        blocked={blocked}
        withAsterisk
        data-autofocus
        {...form.getInputProps('gatewayId')}
      />
      {picked && !picked.node.isingressgateway && (
        <>
          <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
            {t('gateways.clients.becomesGateway', { name: picked.name })}
          </Alert>
          <GatewayFields
            values={form.values.gateway}
            inputProps={(field, options) => form.getInputProps(`gateway.${field}`, options)}
            groups={['dns', 'internetGateway']}
          />
        </>
      )}
      <ClientFields
        values={form.values.client}
        inputProps={(field) => form.getInputProps(`client.${field}`)}
        hasError={(field) => Boolean(form.errors[`client.${field}`])}
        idOptional
      />
    </FormModal>
  );
}

import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useCreateRelayMutation } from '../../api/gateways';
import { useUpdateNodeMutation } from '../../api/nodes';
import { FormModal } from '../../components/FormModal';
import { notifyProgress } from '../../components/notifyProgress';
import { useUnsavedChangesGuard } from '../../components/useUnsavedChangesGuard';
import type { NodeView } from '../nodes/nodeFilters';
import { NodePicker, NodesPicker } from '../nodes/NodePicker';
import { relayHostCandidates, relayMemberCandidates, relayedHosts } from './relayViews';

interface RelayModalProps {
  views: readonly NodeView[];
  /** The relay whose members change; null creates a relay. */
  relay: NodeView | null;
  onClose: () => void;
}

interface Values {
  relayId: string | null;
  members: string[];
}

/** Creates a relay from a host and the hosts it relays, or changes a relay's members. */
export function RelayModal({ views, relay, onClose }: RelayModalProps) {
  const { t } = useTranslation();
  const create = useCreateRelayMutation();
  const update = useUpdateNodeMutation();
  const form = useForm<Values>({
    initialValues: {
      relayId: relay?.node.id ?? null,
      members: relay ? relayedHosts(views, relay.node.id).map((view) => view.key) : [],
    },
    validate: {
      relayId: (value) => (value ? null : t('gateways.relays.form.hostRequired')),
      members: (value) => (relay === null && value.length === 0 ? t('gateways.relays.form.membersRequired') : null),
    },
  });
  const requestClose = useUnsavedChangesGuard(() => form.isDirty(), onClose);
  const picked = relay ?? views.find((view) => view.key === form.values.relayId);
  const candidates = picked ? relayMemberCandidates(views, picked.node.id) : [];

  const pickRelay = (relayId: string | null) => {
    form.setFieldValue('relayId', relayId);
    form.setFieldValue(
      'members',
      form.values.members.filter((id) => id !== relayId),
    );
  };

  const submit = form.onSubmit(async ({ members }) => {
    if (!picked) return;
    const values = { name: picked.name, count: members.length };
    const key = relay ? 'update' : 'create';
    const done = await notifyProgress(
      () =>
        relay
          ? update.mutateAsync({ node: relay.node, changes: { relaynodes: members } })
          : create.mutateAsync({ node: picked.node, relayed: members }),
      {
        pending: t(`gateways.relays.progress.${key}`, values),
        success: t(`gateways.relays.done.${key}`, values),
        failure: t(`gateways.relays.failed.${key}`),
      },
    );
    if (done) onClose();
  });

  return (
    <FormModal
      title={relay ? t('gateways.relays.updateTitle', { name: relay.name }) : t('gateways.relays.createTitle')}
      pending={create.isPending || update.isPending}
      onSubmit={submit}
      onCancel={requestClose}
      submitLabel={relay ? undefined : t('gateways.relays.createSubmit')}
    >
      {!relay && (
        <NodePicker
          label={t('gateways.relays.form.host')}
          description={t('gateways.relays.form.hostHint')}
          views={relayHostCandidates(views)}
          withAsterisk
          data-autofocus
          {...form.getInputProps('relayId')}
          onChange={pickRelay}
        />
      )}
      <NodesPicker
        label={t('gateways.relays.form.members')}
        description={t('gateways.relays.form.membersHint')}
        views={candidates}
        {...form.getInputProps('members')}
      />
    </FormModal>
  );
}

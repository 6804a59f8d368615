import { useTranslation } from 'react-i18next';
import { useDeleteRelayMutation } from '../../api/gateways';
import { useUpdateNodeMutation } from '../../api/nodes';
import { confirmAction } from '../../components/confirmAction';
import { notifyProgress } from '../../components/notifyProgress';
import { ConfirmList } from '../nodes/ConfirmList';
import type { GatewayMember } from '../nodes/GatewayMembersTable';
import type { NodeView } from '../nodes/nodeFilters';
import { relayMembers } from '../nodes/nodeRoles';
import { relayedHosts } from './relayViews';

/** Stop a relay, or stop relaying one of its members; each names who is affected first. */
export function useRelayActions(views: readonly NodeView[]) {
  const { t } = useTranslation();
  const remove = useDeleteRelayMutation();
  const update = useUpdateNodeMutation();

  const stopRelaying = (relay: NodeView) => {
    const members = relayedHosts(views, relay.node.id);
    const name = relay.name;
    confirmAction({
      title: t('gateways.relays.stopTitle'),
      danger: true,
      message: (
        <ConfirmList
          text={t('gateways.relays.confirm.stop', { name, count: members.length })}
          items={members.map((member) => member.name)}
        />
      ),
      confirmLabel: t('gateways.relays.stop'),
      onConfirm: () =>
        void notifyProgress(() => remove.mutateAsync(relay.node), {
          pending: t('gateways.relays.progress.stop', { name }),
          success: t('gateways.relays.done.stop', { name }),
          failure: t('gateways.relays.failed.stop'),
        }),
    });
  };

  const stopBeingRelayed = ({ view: member, gateway: relay }: GatewayMember) => {
    const values = { name: member.name, relay: relay.name };
    confirmAction({
      title: t('gateways.relays.unrelayTitle'),
      message: t('gateways.relays.confirm.unrelay', values),
      confirmLabel: t('gateways.relays.unrelay'),
      danger: true,
      onConfirm: () =>
        void notifyProgress(
          () =>
            update.mutateAsync({
              node: relay.node,
              changes: { relaynodes: relayMembers(relay.node, { remove: member.node.id }) },
            }),
          {
            pending: t('gateways.relays.progress.unrelay', values),
            success: t('gateways.relays.done.unrelay', values),
            failure: t('gateways.relays.failed.unrelay'),
          },
        ),
    });
  };

  return { stopRelaying, stopBeingRelayed };
}

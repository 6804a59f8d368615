import { Badge, Group, Stack, Switch, Table, Text, VisuallyHidden } from '@mantine/core';
import { ACL_BOTH_WAYS, type AclPolicy } from '@netloom/contract';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBuiltInWords } from '../../i18n/useBuiltInWords';
import { ActionsHeader, DataTable } from '../../components/DataTable';
import { RowMenu } from '../../components/RowMenu';
import { DirectionArrow, MemberChips } from './MemberChips';
import { PolicyEnforcementCell } from './PolicyEnforcementCell';
import { policyEnforcement, type PolicyHost } from './policyEnforcement';
import type { EveryoneLabels } from './policyViews';

export interface PolicyActions {
  onToggle: (policy: AclPolicy) => void;
  onEdit: (policy: AclPolicy) => void;
  onDelete: (policy: AclPolicy) => void;
}

interface PoliciesTableProps {
  policies: readonly AclPolicy[];
  loading: boolean;
  everyone: EveryoneLabels;
  /** The hosts that must keep each policy, by policy id, with their firewalls. */
  hostsByPolicy: ReadonlyMap<string, readonly PolicyHost[]>;
  /** The policy the access check pointed at: its row is marked and scrolled into view. */
  highlightedId: string | null;
  /** For those who may change the network's access control; others see the policies read-only. */
  actions: PolicyActions | null;
}

/** Source and destination columns keep room for a chip such as "All Resources" whole at 1280 px. */
const MEMBERS_MIN_WIDTH = 170;

/** The service a policy lets through: its name, then its protocol and ports. */
function ServiceCell({ policy }: { policy: AclPolicy }) {
  const { t } = useTranslation();
  let traffic = t('accessControl.service.anyTraffic');
  if (policy.protocol !== 'all') {
    const ports = policy.ports.length > 0 ? policy.ports.join(', ') : t('accessControl.service.allPorts');
    traffic = policy.protocol === 'icmp' ? 'ICMP' : `${policy.protocol.toUpperCase()} ${ports}`;
  }
  return (
    <Stack gap={0}>
      <Text size="sm">{policy.type}</Text>
      <Text size="xs" c="dimmed">
        {traffic}
      </Text>
    </Stack>
  );
}

function PolicyRow({
  policy,
  everyone,
  hostsByPolicy,
  highlighted,
  actions,
}: Omit<PoliciesTableProps, 'policies' | 'loading' | 'highlightedId'> & { policy: AclPolicy; highlighted: boolean }) {
  const { t } = useTranslation();
  const row = useRef<HTMLTableRowElement>(null);
  useEffect(() => {
    if (highlighted) row.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [highlighted]);
  const words = useBuiltInWords();
  const name = words.policyName(policy);
  const description = words.policyDescription(policy);
  return (
    <Table.Tr
      ref={row}
      data-highlighted={highlighted || undefined}
      bg={highlighted ? 'var(--mantine-primary-color-light)' : undefined}
    >
      <Table.Td>
        <Group gap={6} wrap="nowrap">
          <Text fw={600} size="sm">
            {name}
          </Text>
          {policy.default && (
            <Badge size="xs" variant="outline" color="gray" style={{ flexShrink: 0 }}>
              {t('accessControl.defaultBadge')}
            </Badge>
          )}
        </Group>
        {description && (
          <Text size="xs" c="dimmed" lineClamp={2}>
            {description}
          </Text>
        )}
      </Table.Td>
      <Table.Td fz="sm">{t(`accessControl.types.${policy.policy_type}`)}</Table.Td>
      <Table.Td>
        <MemberChips members={policy.src_type} everyone={everyone} />
      </Table.Td>
      <Table.Td>
        <DirectionArrow bothWays={policy.allowed_traffic_direction === ACL_BOTH_WAYS} />
      </Table.Td>
      <Table.Td>
        <MemberChips members={policy.dst_type} everyone={everyone} />
      </Table.Td>
      <Table.Td>
        <ServiceCell policy={policy} />
      </Table.Td>
      <Table.Td>
        <PolicyEnforcementCell name={name} enforcement={policyEnforcement(policy, hostsByPolicy)} />
      </Table.Td>
      <Table.Td>
        <Switch
          aria-label={t('accessControl.activeLabel', { name })}
          checked={policy.enabled}
          disabled={!actions}
          onChange={() => actions?.onToggle(policy)}
        />
      </Table.Td>
      {actions && (
        <Table.Td ta="right">
          {!policy.default && (
            <RowMenu
              label={t('accessControl.actionsLabel', { name })}
              items={[
                {
                  label: t('accessControl.edit'),
                  icon: <IconPencil size={14} />,
                  onClick: () => actions.onEdit(policy),
                },
                {
                  label: t('common.delete'),
                  icon: <IconTrash size={14} />,
                  onClick: () => actions.onDelete(policy),
                  danger: true,
                },
              ]}
            />
          )}
        </Table.Td>
      )}
    </Table.Tr>
  );
}

/**
 * The version 2 policies: name, type, source → direction → destination, service, how many of its
 * hosts enforce it, Active switch, menu.
 */
export function PoliciesTable({
  policies,
  loading,
  everyone,
  hostsByPolicy,
  highlightedId,
  actions,
}: PoliciesTableProps) {
  const { t } = useTranslation();
  return (
    <DataTable
      minWidth={1040}
      columns={actions ? 9 : 8}
      loading={loading}
      head={
        <>
          <Table.Th>{t('accessControl.columns.name')}</Table.Th>
          <Table.Th>{t('accessControl.columns.type')}</Table.Th>
          <Table.Th miw={MEMBERS_MIN_WIDTH}>{t('accessControl.columns.sources')}</Table.Th>
          <Table.Th>
            <VisuallyHidden>{t('accessControl.columns.direction')}</VisuallyHidden>
          </Table.Th>
          <Table.Th miw={MEMBERS_MIN_WIDTH}>{t('accessControl.columns.destinations')}</Table.Th>
          <Table.Th>{t('accessControl.columns.service')}</Table.Th>
          <Table.Th>{t('accessControl.columns.enforced')}</Table.Th>
          <Table.Th>{t('accessControl.columns.active')}</Table.Th>
          {actions && <ActionsHeader />}
        </>
      }
    >
      {policies.map((policy) => (
        <PolicyRow
          key={policy.id}
          policy={policy}
          everyone={everyone}
          hostsByPolicy={hostsByPolicy}
          highlighted={policy.id === highlightedId}
          actions={actions}
        />
      ))}
    </DataTable>
  );
}

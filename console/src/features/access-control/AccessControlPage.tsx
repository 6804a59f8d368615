import { Button, Stack, Text } from '@mantine/core';
import type { AclPolicy } from '@netloom/contract';
import { IconPlus, IconShieldLock } from '@tabler/icons-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { usePoliciesQuery } from '../../api/acls';
import { useAclEnforcementQuery } from '../../api/aclEnforcement';
import { EmptyCard } from '../../components/EmptyCard';
import { LoadErrorAlert } from '../../components/LoadErrorAlert';
import { useCanManageNetwork } from '../networks/useCanManageNetwork';
import { NetworkPageHeader } from '../networks/NetworkPageHeader';
import { useNetworkNodeViews } from '../nodes/useNetworkNodeViews';
import { CheckAccessPanel } from './CheckAccessPanel';
import { PoliciesInForceNotice } from './PoliciesInForceNotice';
import { PoliciesTable } from './PoliciesTable';
import { PoliciesToolbar } from './PoliciesToolbar';
import { PolicyModal } from './PolicyModal';
import { hostsByPolicy, policyEnforcement, type PolicyEnforcement } from './policyEnforcement';
import { filterPolicies, type PolicyQuery } from './policyViews';
import { useMemberLabels } from './useMemberLabels';
import { usePolicyActions } from './usePolicyActions';

type Dialog = { policy?: AclPolicy } | null;

/**
 * ACL version 2 (access-control), what the network enforces: its policies, the way
 * to the old matrix, and the access check.
 */
export function AccessControlPage() {
  const { t } = useTranslation();
  const netid = useParams().networkId ?? '';
  const policies = usePoliciesQuery(netid);
  const enforcement = useAclEnforcementQuery(netid);
  const { views } = useNetworkNodeViews(netid);
  const canManage = useCanManageNetwork(netid);
  const { everyone } = useMemberLabels();
  const { toggle, deletePolicy } = usePolicyActions(netid);
  const [query, setQuery] = useState<PolicyQuery>({ search: '', type: 'all' });
  const [highlightedId, setHighlightedId] = useState<string | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const deferredQuery = useDeferredValue(query);
  const list = useMemo(() => policies.data ?? [], [policies.data]);
  const shown = useMemo(() => filterPolicies(list, deferredQuery, everyone), [list, deferredQuery, everyone]);
  const byPolicy = useMemo(() => hostsByPolicy(enforcement.data), [enforcement.data]);
  const enforcementOf = (policyId: string): PolicyEnforcement => {
    const policy = list.find((known) => known.id === policyId);
    return policy ? policyEnforcement(policy, byPolicy) : { kind: 'unknown' };
  };

  const showPolicy = (id: string) => {
    setQuery({ search: '', type: 'all' });
    setHighlightedId(id);
  };
  const addButton = canManage && (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setDialog({})}>
      {t('accessControl.add')}
    </Button>
  );

  let content;
  if (policies.isError) content = <LoadErrorAlert title={t('accessControl.loadFailed')} error={policies.error} />;
  else if (policies.isSuccess && list.length === 0) {
    content = (
      <EmptyCard
        icon={<IconShieldLock size={28} aria-hidden />}
        title={t('sections.acls.emptyTitle', { netid })}
        description={t('sections.acls.emptyText')}
      />
    );
  } else {
    content =
      policies.isSuccess && shown.length === 0 ? (
        <Text c="dimmed">{t('accessControl.noMatches')}</Text>
      ) : (
        <PoliciesTable
          policies={shown}
          loading={policies.isPending}
          everyone={everyone}
          hostsByPolicy={byPolicy}
          highlightedId={highlightedId}
          actions={
            canManage ? { onToggle: toggle, onEdit: (policy) => setDialog({ policy }), onDelete: deletePolicy } : null
          }
        />
      );
  }

  return (
    <>
      <NetworkPageHeader page="acls" />
      <Stack gap="lg">
        <PoliciesInForceNotice netid={netid} />
        <PoliciesToolbar query={query} onChange={setQuery} actions={addButton} />
        {enforcement.isError && (
          <LoadErrorAlert title={t('accessControl.enforcement.loadFailed')} error={enforcement.error} />
        )}
        {content}
        <CheckAccessPanel netid={netid} devices={views} onShowPolicy={showPolicy} enforcementOf={enforcementOf} />
      </Stack>
      {dialog && (
        <PolicyModal
          netid={netid}
          policy={dialog.policy}
          enforcement={dialog.policy && enforcementOf(dialog.policy.id)}
          devices={views}
          onClose={() => setDialog(null)}
        />
      )}
    </>
  );
}

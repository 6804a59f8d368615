import { Alert, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useAclMatrixQuery, useSaveAclMatrixMutation } from '../../api/aclMatrix';
import { EmptyCard } from '../../components/EmptyCard';
import { LoadErrorAlert } from '../../components/LoadErrorAlert';
import { notifyProgress } from '../../components/notifyProgress';
import { useCanManageNetwork } from '../networks/useCanManageNetwork';
import { NetworkPageHeader } from '../networks/NetworkPageHeader';
import { SECTION_ICONS } from '../networks/sectionIcons';
import { useNetworkNodeViews } from '../nodes/useNetworkNodeViews';
import { useIsPro } from '../notices/useIsPro';
import { AclMatrixGrid } from './AclMatrixGrid';
import { MatrixNotInForceNotice } from './MatrixNotInForceNotice';
import { filterDevices, matrixDevices, type MatrixFilter } from './matrixDevices';
import { MatrixToolbar } from './MatrixToolbar';
import { useAclMatrixEdits } from './useAclMatrixEdits';
import { useLeaveGuard } from './useLeaveGuard';

/**
 * The old ACL page (ACL version 1), labelled as not the network's access model: the allow/block
 * matrix of the network's hosts, and with Show clients its external clients, edited here and
 * submitted as a whole.
 */
export function OldAclsPage() {
  const { t } = useTranslation();
  const netid = useParams().networkId ?? '';
  const pro = useIsPro();
  const editable = useCanManageNetwork(netid);
  const matrix = useAclMatrixQuery(netid);
  const { views } = useNetworkNodeViews(netid);
  const save = useSaveAclMatrixMutation();
  const edits = useAclMatrixEdits(matrix.data);
  const [filter, setFilter] = useState<MatrixFilter>({ search: '', showClients: false });
  const deferredFilter = useDeferredValue(filter);
  const devices = useMemo(() => (matrix.data ? matrixDevices(matrix.data, views) : []), [matrix.data, views]);
  const shown = useMemo(
    () => filterDevices(devices, { ...deferredFilter, showClients: pro && deferredFilter.showClients }),
    [devices, deferredFilter, pro],
  );
  const hasChanges = useCallback(() => edits.changedCount() > 0, [edits]);
  const discard = useCallback(() => edits.reset(), [edits]);
  useLeaveGuard(hasChanges, discard);

  const submit = () =>
    notifyProgress(() => save.mutateAsync({ netid, matrix: edits.requestBody() }), {
      pending: t('oldAcls.saving'),
      success: t('oldAcls.saved', { netid }),
      failure: t('oldAcls.saveFailed'),
    });

  let content;
  if (matrix.isError) content = <LoadErrorAlert title={t('oldAcls.loadFailed')} error={matrix.error} />;
  else if (matrix.isPending) content = <Skeleton height={320} radius="md" aria-busy />;
  else if (devices.length === 0) {
    const Icon = SECTION_ICONS['old-acls'];
    content = (
      <EmptyCard
        icon={<Icon size={28} aria-hidden />}
        title={t('sections.old-acls.emptyTitle', { netid })}
        description={t('sections.old-acls.emptyText')}
      />
    );
  } else {
    content = (
      <Stack gap="md">
        <MatrixToolbar
          filter={filter}
          onFilter={setFilter}
          pro={pro}
          edits={edits}
          editable={editable}
          submitting={save.isPending}
          onSetAll={(allowed) =>
            edits.setAll(
              shown.map((device) => device.id),
              allowed,
            )
          }
          onSubmit={() => void submit()}
        />
        {!editable && (
          <Alert variant="light" icon={<IconLock size={18} aria-hidden />}>
            {t('oldAcls.readOnly')}
          </Alert>
        )}
        {shown.length === 0 ? (
          <Paper withBorder radius="md" p="lg">
            <Text c="dimmed">{t('oldAcls.noMatches')}</Text>
          </Paper>
        ) : (
          <AclMatrixGrid devices={shown} edits={edits} editable={editable} />
        )}
      </Stack>
    );
  }

  return (
    <>
      <NetworkPageHeader page="old-acls" />
      <MatrixNotInForceNotice netid={netid} editable={editable} />
      {content}
    </>
  );
}

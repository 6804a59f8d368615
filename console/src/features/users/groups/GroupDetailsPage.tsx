import { IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isApiError } from '../../../api/errors';
import { useUserGroupQuery } from '../../../api/groups';
import { EmptyCard } from '../../../components/EmptyCard';
import { LoadErrorAlert } from '../../../components/LoadErrorAlert';
import { PageSkeleton } from '../../../components/PageSkeleton';
import { GroupEditor } from './GroupEditor';

/** `/users/group/{groupId}`: one group, editable unless Netloom made it. */
export function GroupDetailsPage() {
  const { t } = useTranslation();
  const groupId = useParams().groupId ?? '';
  const query = useUserGroupQuery(groupId);
  if (query.isPending) return <PageSkeleton />;
  if (isApiError(query.error, 404)) {
    return (
      <EmptyCard
        icon={<IconUsersGroup size={28} aria-hidden />}
        title={t('groups.details.missingTitle')}
        description={t('groups.details.missingText', { groupId })}
      />
    );
  }
  if (query.isError) return <LoadErrorAlert title={t('groups.loadFailed')} error={query.error} />;
  return <GroupEditor key={query.data.id} group={query.data} />;
}

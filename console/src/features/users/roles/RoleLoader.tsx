import type { UserRole } from '@netloom/contract';
import { IconShieldQuestion } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isApiError } from '../../../api/errors';
import { useRoleQuery } from '../../../api/roles';
import { EmptyCard } from '../../../components/EmptyCard';
import { LoadErrorAlert } from '../../../components/LoadErrorAlert';
import { PageSkeleton } from '../../../components/PageSkeleton';

interface RoleLoaderProps {
  missingTitle: string;
  missingText: (roleId: string) => string;
  children: (role: UserRole) => ReactNode;
}

/** Loads the role of the route's `:roleId`: a skeleton meanwhile, a clear empty state when there is none. */
export function RoleLoader({ missingTitle, missingText, children }: RoleLoaderProps) {
  const { t } = useTranslation();
  const roleId = useParams().roleId ?? '';
  const query = useRoleQuery(roleId);
  if (query.isPending) return <PageSkeleton />;
  if (isApiError(query.error, 404)) {
    return (
      <EmptyCard
        icon={<IconShieldQuestion size={28} aria-hidden />}
        title={missingTitle}
        description={missingText(roleId)}
      />
    );
  }
  if (query.isError) return <LoadErrorAlert title={t('roles.loadFailed')} error={query.error} />;
  return children(query.data);
}

import { Stack } from '@mantine/core';
import type { User } from '@netloom/contract';
import { IconUsers } from '@tabler/icons-react';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlatformRolesQuery, useUserGroupsQuery, useUsersQuery } from '../../../api/users';
import { useSession } from '../../../session/session';
import { EmptyCard } from '../../../components/EmptyCard';
import { EmptyNote } from '../../../components/EmptyNote';
import { LoadErrorAlert } from '../../../components/LoadErrorAlert';
import { SearchBox } from '../../../components/SearchBox';
import { EditUserModal } from '../form/EditUserModal';
import { SetPasswordModal } from '../form/SetPasswordModal';
import { UsersTable } from './UsersTable';
import { useMfaReset } from './useMfaReset';
import { useUserRemovals } from './useUserRemovals';
import { searchUsers, userViews } from './userViews';

type Dialog = { kind: 'edit' | 'password'; user: User } | null;

/** The Users tab: every account, searchable, with its row actions. */
export function UsersTab({ addUser }: { addUser: ReactNode }) {
  const { t } = useTranslation();
  const session = useSession();
  const users = useUsersQuery();
  const roles = usePlatformRolesQuery().data;
  const groups = useUserGroupsQuery().data;
  const { confirmDelete, confirmTransfer } = useUserRemovals();
  const confirmMfaReset = useMfaReset();
  const [search, setSearch] = useState('');
  const [dialog, setDialog] = useState<Dialog>(null);
  const views = useMemo(() => userViews(users.data ?? [], roles ?? [], groups ?? []), [users.data, roles, groups]);
  const matches = useMemo(() => searchUsers(views, search), [views, search]);
  const caller = { username: session.username, platformRoleId: session.platformRole?.id ?? '' };

  if (users.isError) return <LoadErrorAlert title={t('users.loadFailed')} error={users.error} />;
  if (users.isSuccess && views.length === 0) {
    return (
      <EmptyCard
        icon={<IconUsers size={28} aria-hidden />}
        title={t('users.emptyTitle')}
        description={t('users.emptyText')}
        action={addUser}
      />
    );
  }
  return (
    <Stack gap="md">
      <SearchBox label={t('users.search')} value={search} onChange={setSearch} />
      {users.isSuccess && matches.length === 0 ? (
        <EmptyNote>{t('users.noMatches', { search: search.trim() })}</EmptyNote>
      ) : (
        <UsersTable
          views={matches}
          loading={users.isPending}
          caller={caller}
          actions={{
            onEdit: (user) => setDialog({ kind: 'edit', user }),
            onSetPassword: (user) => setDialog({ kind: 'password', user }),
            onTransferSuperAdmin: confirmTransfer,
            onResetMfa: confirmMfaReset,
            onDelete: confirmDelete,
          }}
        />
      )}
      {dialog?.kind === 'edit' && <EditUserModal user={dialog.user} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'password' && <SetPasswordModal user={dialog.user} onClose={() => setDialog(null)} />}
    </Stack>
  );
}

import { Tabs } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useInvitesQuery } from '../../api/invites';
import { usePendingUsersQuery } from '../../api/users';
import { docsUrl } from '../../navigation/links';
import { PageHeader } from '../../components/PageHeader';
import { CreateUserModal } from './form/CreateUserModal';
import { GroupsTab } from './groups/GroupsTab';
import { InvitesTab } from './invites/InvitesTab';
import { AddUserMenu } from './list/AddUserMenu';
import { UsersTab } from './list/UsersTab';
import { PendingUsersTab } from './pending/PendingUsersTab';
import { RolesTab } from './roles/RolesTab';
import { ApiTokensTab } from './tokens/ApiTokensTab';
import { usersPageSearch, usersPageTab, type UsersPageTab } from './usersPageTabs';

const withCount = (label: string, count: number | undefined) => (count === undefined ? label : `${label} (${count})`);

/** User management: users, groups, roles, invitations, pending users and API tokens, one tab each. */
export function UsersPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const [creating, setCreating] = useState(false);
  const invites = useInvitesQuery().data;
  const pending = usePendingUsersQuery().data;
  const tab = usersPageTab(search.get('tab'));
  const openTab = (next: UsersPageTab, invite = false) => setSearch(usersPageSearch(next, invite));
  const addUser = <AddUserMenu onCreate={() => setCreating(true)} onInvite={() => openTab('invites', true)} />;

  return (
    <>
      <PageHeader
        title={t('users.title')}
        description={t('users.description')}
        docsUrl={docsUrl('/en/latest/ui-reference.html#users')}
        actions={addUser}
      />
      <Tabs value={tab} onChange={(next) => openTab(usersPageTab(next))} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="users">{t('users.tabs.users')}</Tabs.Tab>
          <Tabs.Tab value="groups">{t('users.tabs.groups')}</Tabs.Tab>
          <Tabs.Tab value="roles">{t('users.tabs.roles')}</Tabs.Tab>
          <Tabs.Tab value="invites">{withCount(t('users.tabs.invites'), invites?.length)}</Tabs.Tab>
          <Tabs.Tab value="pending">{withCount(t('users.tabs.pending'), pending?.length)}</Tabs.Tab>
          <Tabs.Tab value="tokens">{t('apiTokens.tab')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="users">
          <UsersTab addUser={addUser} />
        </Tabs.Panel>
        <Tabs.Panel value="groups">
          <GroupsTab />
        </Tabs.Panel>
        <Tabs.Panel value="roles">
          <RolesTab />
        </Tabs.Panel>
        <Tabs.Panel value="invites">
          <InvitesTab />
        </Tabs.Panel>
        <Tabs.Panel value="pending">
          <PendingUsersTab />
        </Tabs.Panel>
        <Tabs.Panel value="tokens">
          <ApiTokensTab />
        </Tabs.Panel>
      </Tabs>
      {creating && <CreateUserModal onClose={() => setCreating(false)} />}
    </>
  );
}

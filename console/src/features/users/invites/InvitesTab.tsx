import { Button, Group, Stack } from '@mantine/core';
import { IconMailPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useInvitesQuery } from '../../../api/invites';
import { usePlatformRolesQuery, useUserGroupsQuery } from '../../../api/users';
import { EmptyCard } from '../../../components/EmptyCard';
import { LoadErrorAlert } from '../../../components/LoadErrorAlert';
import { InvitesTable } from './InvitesTable';
import { InviteUsersModal } from './InviteUsersModal';
import { useInviteActions } from './useInviteActions';

/** The Invites tab of the Users page: pending invitations, their magic links, revoking, and inviting. */
export function InvitesTab() {
  const { t } = useTranslation();
  const invites = useInvitesQuery();
  const platformRoles = usePlatformRolesQuery().data ?? [];
  const groups = useUserGroupsQuery().data ?? [];
  const { revokeInvite, clearInvites } = useInviteActions();
  const [params, setParams] = useSearchParams();
  const [inviting, setInviting] = useState(false);
  // "Add user > Invite users" on the Users tab opens the invite modal through the address.
  const askedToInvite = params.get('tab') === 'invites' && params.get('invite') === '1';
  const list = invites.data ?? [];

  const closeModal = () => {
    setInviting(false);
    if (params.has('invite')) {
      const next = new URLSearchParams(params);
      next.delete('invite');
      setParams(next, { replace: true });
    }
  };

  const inviteButton = (
    <Button leftSection={<IconMailPlus size={16} aria-hidden />} onClick={() => setInviting(true)}>
      {t('invites.inviteButton')}
    </Button>
  );

  let content;
  if (invites.isError) content = <LoadErrorAlert title={t('invites.loadFailed')} error={invites.error} />;
  else if (invites.isSuccess && list.length === 0) {
    content = (
      <EmptyCard
        icon={<IconMailPlus size={28} aria-hidden />}
        title={t('invites.emptyTitle')}
        description={t('invites.emptyText')}
        action={inviteButton}
      />
    );
  } else {
    content = (
      <Stack gap="md">
        <Group justify="flex-end" gap="sm">
          <Button
            variant="default"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => clearInvites(list.length)}
            disabled={list.length === 0}
          >
            {t('invites.clearAll')}
          </Button>
          {inviteButton}
        </Group>
        <InvitesTable
          invites={list}
          platformRoles={platformRoles}
          groups={groups}
          loading={invites.isPending}
          onRevoke={revokeInvite}
        />
      </Stack>
    );
  }

  return (
    <>
      {content}
      <InviteUsersModal opened={inviting || askedToInvite} onClose={closeModal} />
    </>
  );
}

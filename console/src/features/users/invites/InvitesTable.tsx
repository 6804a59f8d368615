import { Badge, Button, Group, Table, Text } from '@mantine/core';
import { formatLongDate, type UserGroup, type UserInvite, type UserRole } from '@netloom/contract';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../components/CopyButton';
import { ActionsHeader, DataTable } from '../../../components/DataTable';
import { roleNameOf } from '../roles/networkRoleRules';
import { NoValue } from '../../../components/NoValue';

interface InvitesTableProps {
  invites: readonly UserInvite[];
  platformRoles: readonly UserRole[];
  groups: readonly UserGroup[];
  loading: boolean;
  onRevoke: (invite: UserInvite) => void;
}

/** Whether an invitation's link no longer works (invitations from a Netmaker server never expire). */
const hasExpired = (invite: UserInvite) =>
  invite.expires_at !== undefined && Date.parse(invite.expires_at) <= Date.now();

/** The pending invitations: who, with which role and groups, since and until when; their magic links; revoke. */
export function InvitesTable({ invites, platformRoles, groups, loading, onRevoke }: InvitesTableProps) {
  const { t } = useTranslation();
  const groupName = (id: string) => groups.find((group) => group.id === id)?.name || id;
  return (
    <DataTable
      minWidth={940}
      columns={7}
      loading={loading}
      head={
        <>
          <Table.Th>{t('invites.columns.email')}</Table.Th>
          <Table.Th>{t('invites.columns.platformRole')}</Table.Th>
          <Table.Th>{t('invites.columns.groups')}</Table.Th>
          <Table.Th>{t('invites.columns.invitedAt')}</Table.Th>
          <Table.Th>{t('invites.columns.expiresAt')}</Table.Th>
          <Table.Th>{t('invites.columns.link')}</Table.Th>
          <ActionsHeader />
        </>
      }
    >
      {invites.map((invite) => {
        const groupIds = Object.keys(invite.user_group_ids ?? {});
        return (
          <Table.Tr key={invite.email}>
            <Table.Td>
              <Text size="sm" fw={600}>
                {invite.email}
              </Text>
            </Table.Td>
            <Table.Td fz="sm">{roleNameOf(platformRoles, invite.platform_role_id)}</Table.Td>
            <Table.Td>
              {groupIds.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t('invites.noGroups')}
                </Text>
              ) : (
                <Group gap={4}>
                  {groupIds.map((id) => (
                    <Badge key={id} variant="default" tt="none" fw={500}>
                      {groupName(id)}
                    </Badge>
                  ))}
                </Group>
              )}
            </Table.Td>
            <Table.Td fz="sm">{formatLongDate(invite.created_at) || <NoValue />}</Table.Td>
            <Table.Td fz="sm">
              <Group gap={6} wrap="nowrap">
                {formatLongDate(invite.expires_at ?? '') || <NoValue />}
                {hasExpired(invite) && (
                  <Badge color="red" variant="light" tt="none">
                    {t('invites.expired')}
                  </Badge>
                )}
              </Group>
            </Table.Td>
            <Table.Td>
              <CopyButton value={invite.invite_url} label={t('invites.copyLinkFor', { email: invite.email })} />
            </Table.Td>
            <Table.Td ta="right">
              <Button
                variant="subtle"
                color="red"
                size="xs"
                aria-label={t('invites.revokeLabel', { email: invite.email })}
                onClick={() => onRevoke(invite)}
              >
                {t('invites.revoke')}
              </Button>
            </Table.Td>
          </Table.Tr>
        );
      })}
    </DataTable>
  );
}

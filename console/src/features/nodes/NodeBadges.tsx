import { Badge } from '@mantine/core';
import type { ApiNode } from '@netloom/contract';
import { useTranslation } from 'react-i18next';
import { nodeRoles, type NodeRole } from './nodeRoles';

/** The badge colour of each gateway role. */
export const ROLE_COLORS: Record<NodeRole, string> = {
  'remote-access': 'blue',
  relay: 'cyan',
  egress: 'teal',
  'internet-gateway': 'indigo',
  failover: 'grape',
};

/** A node's gateway roles, and "Removing…" while it waits to be deleted. */
export function NodeBadges({ node }: { node: ApiNode }) {
  const { t } = useTranslation();
  return (
    <>
      {nodeRoles(node).map((role) => (
        <Badge key={role} size="xs" variant="light" color={ROLE_COLORS[role]}>
          {t(`nodes.roles.${role}`)}
        </Badge>
      ))}
      {node.pendingdelete && (
        <Badge size="xs" variant="light" color="red">
          {t('nodes.badges.removing')}
        </Badge>
      )}
    </>
  );
}

import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ApiNode } from '@netloom/contract';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { networkPath } from '../../navigation/paths';
import { ROLE_COLORS } from './NodeBadges';
import { nodeDetailsPath, type NodeView } from './nodeFilters';
import { nodeRoleLinks, type NodeRoleLink, type NodeRoleLinkKind } from './nodeRoleLinks';
import type { NodeRole } from './nodeRoles';

type ThroughKind = Exclude<NodeRoleLinkKind, NodeRole>;

/** The badge of a gateway the node goes through. */
const THROUGH_LABELS: Record<ThroughKind, 'relayed' | 'internetClient' | 'failedOver'> = {
  relayed: 'relayed',
  'internet-client': 'internetClient',
  'failed-over': 'failedOver',
};

const isThrough = (kind: NodeRoleLinkKind): kind is ThroughKind => kind in THROUGH_LABELS;

/** Node names, each a link to its node page; `none` when there are none. */
function NodeLinks({ netid, nodes, none }: { netid: string; nodes: NodeRoleLink['nodes']; none: string }) {
  if (nodes.length === 0)
    return (
      <Text span c="dimmed" size="sm">
        {none}
      </Text>
    );
  return nodes.map(({ id, name }, index) => (
    <Fragment key={id}>
      {index > 0 && ', '}
      <Anchor component={Link} to={nodeDetailsPath({ network: netid, id })} size="sm">
        {name}
      </Anchor>
    </Fragment>
  ));
}

/** What one role concerns, in words: its members, clients, ranges or users, or the gateway used. */
function useRoleText(netid: string): (link: NodeRoleLink) => ReactNode {
  const { t } = useTranslation();
  const leads: Record<Exclude<NodeRoleLinkKind, 'remote-access' | 'egress' | 'failover'>, string> = {
    relay: t('nodeDetails.roles.relays'),
    'internet-gateway': t('nodeDetails.roles.carries'),
    relayed: t('nodeDetails.roles.relayedBy'),
    'internet-client': t('nodeDetails.roles.internetThrough'),
    'failed-over': t('nodeDetails.roles.failedOverBy'),
  };
  return (link) => {
    if (link.kind === 'remote-access') return t('nodeDetails.roles.clients', { count: link.clients });
    if (link.kind === 'failover') return t('nodeDetails.roles.failoverText');
    if (link.kind === 'egress') {
      return (
        <>
          {`${t('nodeDetails.roles.routes')}: `}
          <Text span ff="monospace" size="sm">
            {link.ranges.join(', ')}
          </Text>
        </>
      );
    }
    return (
      <>
        {`${leads[link.kind]}: `}
        <NodeLinks netid={netid} nodes={link.nodes} none={t('nodeDetails.roles.noMembers')} />
      </>
    );
  };
}

/**
 * A node's gateway roles (relay, remote access, egress, internet gateway, failover) and the gateways
 * it goes through, each a badge that opens the page managing it, with what the role concerns.
 */
export function NodeRoles({ node, views }: { node: ApiNode; views: readonly NodeView[] }) {
  const { t } = useTranslation();
  const roleText = useRoleText(node.network);
  const links = nodeRoleLinks(node, views);
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label={t('nodeDetails.roles.title')}>
      <Title order={2} size="h4" mb="md">
        {t('nodeDetails.roles.title')}
      </Title>
      {links.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('nodeDetails.roles.none')}
        </Text>
      ) : (
        <Stack gap="sm">
          {links.map((link) => {
            const through = isThrough(link.kind);
            return (
              <Group key={link.kind} gap="sm" wrap="nowrap" align="baseline">
                <Badge
                  component={Link}
                  to={networkPath(node.network, link.page)}
                  variant={through ? 'outline' : 'light'}
                  color={ROLE_COLORS[link.role]}
                  style={{ cursor: 'pointer', flexShrink: 0 }}
                >
                  {isThrough(link.kind)
                    ? t(`nodeDetails.roles.${THROUGH_LABELS[link.kind]}`)
                    : t(`nodes.roles.${link.role}`)}
                </Badge>
                <Text size="sm" component="div">
                  {roleText(link)}
                </Text>
              </Group>
            );
          })}
        </Stack>
      )}
    </Paper>
  );
}

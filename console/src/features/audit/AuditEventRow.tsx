import { Anchor, Badge, Group, Stack, Table, Text } from '@mantine/core';
import type { AuditEvent } from '@netloom/contract';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatRelativeTime } from '../../components/relativeTime';
import { virtualRowProps, type VirtualRows } from '../../components/table/useVirtualRows';
import { ACTION_COLORS, ACTOR_KIND_COLORS, auditObjectPath, formatAuditTime } from './auditViews';
import { NoValue } from '../../components/NoValue';

interface AuditEventRowProps {
  index: number;
  measure: VirtualRows['measure'];
  event: AuditEvent;
  /** The reader is an admin: the pages of hosts, groups and roles are theirs to open. */
  admin: boolean;
  /** The time now in milliseconds, for how long ago the change was. */
  now: number;
}

/** One change: when, who, what it did to which object of which network, through which call, from where. */
export const AuditEventRow = memo(function AuditEventRow({ index, measure, event, admin, now }: AuditEventRowProps) {
  const { t, i18n } = useTranslation();
  const path = auditObjectPath(event, admin);
  const at = Date.parse(event.at);
  return (
    <Table.Tr {...virtualRowProps(index, measure)}>
      <Table.Td>
        <Stack gap={0}>
          <Text size="sm" component="time" dateTime={event.at} style={{ whiteSpace: 'nowrap' }}>
            {formatAuditTime(event.at, i18n.language)}
          </Text>
          <Text size="xs" c="dimmed">
            {formatRelativeTime(at, Math.max(now, at), i18n.language)}
          </Text>
        </Stack>
      </Table.Td>
      <Table.Td>
        <Group gap={6} wrap="nowrap">
          <Text size="sm" c={event.actor ? undefined : 'dimmed'} style={{ wordBreak: 'break-word' }}>
            {event.actor || t('audit.nobody')}
          </Text>
          <Badge size="sm" variant="outline" color={ACTOR_KIND_COLORS[event.actor_kind]} style={{ flexShrink: 0 }}>
            {t(`audit.actorKinds.${event.actor_kind}`)}
          </Badge>
        </Group>
      </Table.Td>
      <Table.Td>
        <Badge variant="light" color={ACTION_COLORS[event.action]}>
          {t(`audit.actions.${event.action}`)}
        </Badge>
      </Table.Td>
      <Table.Td>
        <Stack gap={0}>
          <Text size="xs" c="dimmed">
            {t(`audit.objectTypes.${event.object_type}`)}
          </Text>
          {path ? (
            <Anchor component={Link} to={path} size="sm" style={{ wordBreak: 'break-word' }}>
              {event.object_id}
            </Anchor>
          ) : (
            <Text size="sm" style={{ wordBreak: 'break-word' }}>
              {event.object_id || <NoValue />}
            </Text>
          )}
        </Stack>
      </Table.Td>
      <Table.Td fz="sm">{event.network || <NoValue />}</Table.Td>
      <Table.Td ff="monospace" fz="xs" style={{ wordBreak: 'break-word' }}>
        {event.operation}
      </Table.Td>
      <Table.Td ff="monospace" fz="xs">
        {event.source_ip || <NoValue />}
      </Table.Td>
    </Table.Tr>
  );
});

import { Anchor, Code, Group, Paper, Skeleton, Stack, Text, Title, Tooltip } from '@mantine/core';
import { formatLongDate, type HostFirewall } from '@netloom/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHostFirewallQuery } from '../../api/hostFirewall';
import { LoadErrorAlert } from '../../components/LoadErrorAlert';
import { formatRelativeTime } from '../../components/relativeTime';
import { FirewallStateBadge } from './FirewallStateBadge';

/** When the agent last reported its firewall, in words with the date on hover and focus; "Never" without a report. */
function LastReport({ reportedAt, readAt }: { reportedAt: string; readAt: number }) {
  const { t, i18n } = useTranslation();
  const at = Date.parse(reportedAt);
  return (
    <Text size="sm" c="dimmed">
      {t('hostFirewall.lastReport')}{' '}
      {Number.isNaN(at) ? (
        t('hostFirewall.never')
      ) : (
        <Tooltip label={formatLongDate(at)} withArrow>
          <Text span size="sm" tabIndex={0} component="time" dateTime={reportedAt}>
            {formatRelativeTime(at, Math.max(readAt, at), i18n.language)}
          </Text>
        </Tooltip>
      )}
    </Text>
  );
}

/** What the firewall's state means for the host's traffic, why an apply failed, and how to fix a host that can't enforce. */
function FirewallSummary({ firewall, readAt }: { firewall: HostFirewall; readAt: number }) {
  const { t } = useTranslation();
  const { state } = firewall;
  const headline =
    state === 'enforcing'
      ? t('hostFirewall.headline.enforcing', { count: firewall.rules })
      : t(`hostFirewall.headline.${state}`);
  return (
    <Stack gap="xs">
      <Group gap="sm" wrap="nowrap">
        <FirewallStateBadge state={state} />
        <Text fw={600}>{headline}</Text>
      </Group>
      {state === 'failed' && firewall.error !== '' && (
        <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {firewall.error}
        </Code>
      )}
      <Text size="sm">{t(`hostFirewall.explanation.${state}`)}</Text>
      {state === 'unsupported' && (
        <Text size="sm">
          {t('hostFirewall.fix')}{' '}
          <Anchor component={Link} to="/hosts-new" size="sm" underline="always">
            {t('hostFirewall.installLink')}
          </Anchor>
        </Text>
      )}
      <LastReport reportedAt={firewall.reported_at} readAt={readAt} />
    </Stack>
  );
}

/** A host's firewall as its agent last reported it: whether it enforces the access policies, and why not. */
export function HostFirewallPanel({ hostId }: { hostId: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const firewall = useHostFirewallQuery(hostId);
  let content;
  if (firewall.isError) content = <LoadErrorAlert title={t('hostFirewall.loadFailed')} error={firewall.error} />;
  else if (firewall.isPending) content = <Skeleton height={72} />;
  else content = <FirewallSummary firewall={firewall.data} readAt={firewall.dataUpdatedAt} />;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId} mb="sm">
        {t('hostFirewall.title')}
      </Title>
      {content}
    </Paper>
  );
}

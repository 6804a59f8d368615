import { Group, List, Paper, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FirewallStateBadge } from '../hosts/FirewallStateBadge';
import { isFlagged, type PolicyEnforcement } from './policyEnforcement';

/** One sentence on whether a policy holds on its hosts. */
export function EnforcementSummary({ enforcement }: { enforcement: PolicyEnforcement }) {
  const { t } = useTranslation();
  let summary;
  if (enforcement.kind === 'everywhere') {
    summary = t('accessControl.enforcement.summary.everywhere', { count: enforcement.hosts.length });
  } else if (enforcement.kind === 'partly') {
    summary = t('accessControl.enforcement.summary.partly', {
      count: enforcement.hosts.length - enforcement.keeping,
      total: enforcement.hosts.length,
    });
  } else summary = t(`accessControl.enforcement.summary.${enforcement.kind}`);
  return (
    <Text size="sm" fw={isFlagged(enforcement) ? 600 : undefined}>
      {summary}
    </Text>
  );
}

/**
 * Whether a policy holds on its hosts, then each host that must keep it with the state of its
 * firewall and, when it does not keep the policy or lets everything through, why.
 */
export function PolicyEnforcementDetails({ name, enforcement }: { name: string; enforcement: PolicyEnforcement }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <EnforcementSummary enforcement={enforcement} />
      {'hosts' in enforcement && (
        <List listStyleType="none" spacing={6} aria-label={t('accessControl.enforcement.hostsLabel', { name })}>
          {enforcement.hosts.map((host) => (
            <List.Item key={host.host_id}>
              <Group gap="xs" wrap="nowrap">
                <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                  {host.name}
                </Text>
                <FirewallStateBadge state={host.state} />
              </Group>
              {host.state !== 'enforcing' && (
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {t(`accessControl.enforcement.reasons.${host.state}`, { error: host.error })}
                </Text>
              )}
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

/** The policy editor's part on which hosts enforce the policy as saved. */
export function PolicyEnforcementSection({ name, enforcement }: { name: string; enforcement: PolicyEnforcement }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-labelledby={titleId}>
      <Stack gap={6}>
        <div>
          <Text size="sm" fw={500} id={titleId}>
            {t('accessControl.enforcement.editorTitle')}
          </Text>
          <Text size="xs" c="dimmed">
            {t('accessControl.enforcement.editorHint')}
          </Text>
        </div>
        <PolicyEnforcementDetails name={name} enforcement={enforcement} />
      </Stack>
    </Paper>
  );
}

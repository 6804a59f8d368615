import { Alert, Anchor, Stack, Text } from '@mantine/core';
import type { AclCheckResult } from '@netloom/contract';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '../../components/LoadErrorAlert';
import { EnforcementSummary } from './PolicyEnforcementDetails';
import { isFlagged, type PolicyEnforcement } from './policyEnforcement';

interface AccessCheckResultProps {
  check: UseQueryResult<AclCheckResult>;
  /** The names of the devices asked about. */
  pair: { source: string; destination: string };
  onShowPolicy: (policyId: string) => void;
  /** Whether a policy holds on its hosts. */
  enforcementOf: (policyId: string) => PolicyEnforcement;
}

/**
 * The answer of an access check: allowed or denied, why, by which policy (flagged when some of its
 * hosts don't enforce it, so the answer may not hold on the wire), and what the old matrix says.
 */
export function AccessCheckResult({ check, pair, onShowPolicy, enforcementOf }: AccessCheckResultProps) {
  const { t } = useTranslation();
  if (check.isError) return <LoadErrorAlert title={t('accessControl.check.failed')} error={check.error} />;
  const result = check.data;
  if (!result) return null;
  const { policy } = result;
  const enforcement = policy && enforcementOf(policy.id);
  const verdict = result.allowed ? 'allowed' : 'denied';
  return (
    <Alert
      color={result.allowed ? 'green' : 'red'}
      variant="light"
      icon={result.allowed ? <IconCircleCheck size={20} /> : <IconCircleX size={20} />}
      title={t(`accessControl.check.${verdict}`, pair)}
      role="status"
    >
      <Stack gap={4}>
        <Text size="sm">{result.reason}</Text>
        {policy && (
          <Text size="sm">
            {t('accessControl.check.policy')}{' '}
            <Anchor component="button" type="button" size="sm" fw={600} onClick={() => onShowPolicy(policy.id)}>
              {policy.name}
            </Anchor>
          </Text>
        )}
        {enforcement && isFlagged(enforcement) && <EnforcementSummary enforcement={enforcement} />}
        <Text size="sm" c="dimmed">
          {t(`accessControl.check.matrix.${result.matrix_allowed ? 'allowed' : 'denied'}`)}
        </Text>
      </Stack>
    </Alert>
  );
}

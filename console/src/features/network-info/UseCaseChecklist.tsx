import { Alert, Badge, Group, Skeleton, Stack, Text } from '@mantine/core';
import { NETWORK_USE_CASE_NAMES, networkUseCaseProgress, type NetworkUseCase } from '@netloom/contract';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDashboardQuery } from '../../api/dashboard';
import { LoadErrorAlert } from '../../components/LoadErrorAlert';
import { UseCaseStepItem } from './UseCaseStepItem';

/**
 * The steps of a network's use case, ticked from the network's counts on the dashboard (kept fresh by
 * live updates): how many are done, each step with its mark or a link to where it is taken, and
 * "All set" once every one is done.
 */
export function UseCaseChecklist({ netid, useCase }: { netid: string; useCase: NetworkUseCase }) {
  const { t } = useTranslation();
  const dashboard = useDashboardQuery();
  const counts = dashboard.data?.networks.find((network) => network.netid === netid);
  if (!counts) {
    if (dashboard.error) return <LoadErrorAlert title={t('useCases.loadFailed')} error={dashboard.error} />;
    return <Skeleton height={160} aria-busy />;
  }
  const name = NETWORK_USE_CASE_NAMES[useCase];
  const progress = networkUseCaseProgress(useCase, counts);
  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="sm">
        <Text fw={600}>{name}</Text>
        <Badge role="status" variant="light" color={progress.complete ? 'green' : 'gray'} tt="none" fw={500}>
          {t('useCases.progress', { done: progress.done, total: progress.total })}
        </Badge>
      </Group>
      <Stack component="ol" aria-label={t('useCases.stepsLabel', { name })} gap="xs" m={0} p={0}>
        {progress.steps.map((step, index) => (
          <UseCaseStepItem key={step.key} netid={netid} step={step} number={index + 1} />
        ))}
      </Stack>
      {progress.complete && (
        <Alert color="green" variant="light" icon={<IconCircleCheck size={18} />} title={t('useCases.allSet')}>
          {t('useCases.allSetText', { name })}
        </Alert>
      )}
    </Stack>
  );
}

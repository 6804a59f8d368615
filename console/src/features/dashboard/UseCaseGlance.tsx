import { Anchor } from '@mantine/core';
import { NETWORK_USE_CASE_NAMES, networkUseCaseProgress, type DashboardNetwork } from '@netloom/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { networkPath } from '../../navigation/paths';
import { Fact } from '../../components/Fact';
import { useNetworkUseCase } from '../networks/useCaseStore';

/** A dashboard network's use case and how many of its steps are done, linking to its Info page; nothing without one. */
export function UseCaseGlance({ network }: { network: DashboardNetwork }) {
  const { t } = useTranslation();
  const useCase = useNetworkUseCase(network.netid);
  if (!useCase) return null;
  const { done, total } = networkUseCaseProgress(useCase, network);
  return (
    <Fact label={t('useCases.label')}>
      <Anchor component={Link} to={networkPath(network.netid, 'info')} size="sm">
        {NETWORK_USE_CASE_NAMES[useCase]} · {t('useCases.progress', { done, total })}
      </Anchor>
    </Fact>
  );
}

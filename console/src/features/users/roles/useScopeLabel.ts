import { ALL_NETWORKS } from '@netloom/contract';
import { useTranslation } from 'react-i18next';
import { useNetworkLabelOf } from '../../networks/useNetworkLabelOf';

/** How a role's scope reads: a network's name, or "All networks". */
export function useScopeLabel(): (network: string) => string {
  const { t } = useTranslation();
  const networkLabelOf = useNetworkLabelOf();
  return (network) => (network === ALL_NETWORKS ? t('roles.allNetworks') : networkLabelOf(network));
}

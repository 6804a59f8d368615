import { ALL_NETWORKS } from '@netloom/contract';
import { useTranslation } from 'react-i18next';

/** How a role's scope reads: a network's id, or "All networks". */
export function useScopeLabel(): (network: string) => string {
  const { t } = useTranslation();
  return (network) => (network === ALL_NETWORKS ? t('roles.allNetworks') : network);
}

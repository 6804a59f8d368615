import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '../../components/LoadErrorAlert';
import { PageSkeleton } from '../../components/PageSkeleton';
import { NodeDetails } from './NodeDetails';
import type { NodeView } from './nodeFilters';
import { useNetworkNodeViews } from './useNetworkNodeViews';

interface NodeOfNetworkPageProps {
  netid: string;
  /** Which of the network's nodes the address names. */
  pick: (view: NodeView) => boolean;
  /** What shows when the network has no such node. */
  missing: ReactNode;
}

/** Loads a network's nodes and shows the one the address names on the node page. */
export function NodeOfNetworkPage({ netid, pick, missing }: NodeOfNetworkPageProps) {
  const { t } = useTranslation();
  const { views, loading, error } = useNetworkNodeViews(netid);
  if (error) return <LoadErrorAlert title={t('nodes.loadFailed')} error={error} />;
  if (loading) return <PageSkeleton />;
  const view = views.find(pick);
  return view ? <NodeDetails view={view} views={views} /> : missing;
}

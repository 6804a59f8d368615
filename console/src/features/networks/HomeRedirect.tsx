import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { useNetworksQuery } from '../../api/networks';
import { networkPath } from '../../navigation/paths';
import { setActiveNetwork } from '../../session/session';
import { PageSkeleton } from '../../components/PageSkeleton';

/** `/`: the first network's nodes when there is one, else the dashboard. */
export function HomeRedirect() {
  const query = useNetworksQuery();
  const first = query.data?.[0];
  useEffect(() => {
    if (first) setActiveNetwork(first.netid);
  }, [first]);
  if (query.isPending) return <PageSkeleton />;
  return <Navigate to={first ? networkPath(first.netid) : '/dashboard'} replace />;
}

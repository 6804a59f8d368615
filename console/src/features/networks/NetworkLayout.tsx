import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useParams } from 'react-router';
import { isApiError } from '../../api/errors';
import { useNetworkQuery, useNetworksQuery } from '../../api/networks';
import { setActiveNetwork } from '../../session/session';
import { LoadErrorAlert } from '../../components/LoadErrorAlert';
import { PageSkeleton } from '../../components/PageSkeleton';
import { networkNotFound } from '../errors/notFound';

/**
 * Guards /networks/{id}/...: a network missing from the list is fetched on its own; an unknown id
 * goes to /404; a known one becomes the active network.
 */
export function NetworkLayout() {
  const { t } = useTranslation();
  const netid = useParams().networkId ?? '';
  const list = useNetworksQuery();
  const listed = list.data?.some((network) => network.netid === netid) ?? false;
  const single = useNetworkQuery(netid, list.isFetched && !listed);
  const exists = listed || single.isSuccess;

  useEffect(() => {
    if (exists) setActiveNetwork(netid);
  }, [exists, netid]);

  if (exists) return <Outlet />;
  if (single.isError) {
    if (isApiError(single.error, 404)) return <Navigate to="/404" replace state={networkNotFound(netid)} />;
    return <LoadErrorAlert title={t('errors.loadingNetworkData')} error={single.error} />;
  }
  return <PageSkeleton />;
}

import { Navigate, useParams } from 'react-router';

/** `/hosts/{hostId}`, the old address of a device, leads to `/devices/{hostId}`. */
export function HostToDeviceRedirect() {
  const hostId = useParams().hostId ?? '';
  return <Navigate to={`/devices/${encodeURIComponent(hostId)}`} replace />;
}

import { useLocation, useNavigate } from 'react-router';
import { switchNetworkPath } from '../../navigation/paths';
import { setActiveNetwork } from '../../session/session';

/** Makes a network the active one and shows it, keeping the current section where there is one. */
export function usePickNetwork(): (netid: string) => void {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (netid) => {
    setActiveNetwork(netid);
    void navigate(switchNetworkPath(pathname, netid));
  };
}

/** The host's WireGuard interfaces, peers and routes, converged on a desired state. */
export { applyInterface } from './apply-interface';
export { interfaceExists } from './interface-link';
export { readPeerStats, retryHandshake, type PeerStats } from './peer-stats';
export { removeInterface } from './remove-interface';
export { withListenPortFree } from './listen-port';

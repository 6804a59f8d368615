import { needsInsecure } from '@netloom/contract';
import { AgentError } from '../agent-error';

/** How the agent trusts its server: the CA given at join (else the CAs Node.js knows), and whether plain http is allowed. */
export interface ServerTrust {
  /** The CA certificate (PEM) the server's certificate must chain to; null: the usual public CAs. */
  ca: string | null;
  /** Joined with --insecure: plain http, ws and mqtt are allowed to a server beyond loopback. */
  insecure: boolean;
}

export const SYSTEM_TRUST: ServerTrust = { ca: null, insecure: false };

/**
 * Refuses a plain (unencrypted) connection to a server beyond this machine unless the host joined with
 * --insecure: its enrollment token, secret and updates would cross the network readable by anyone on the way.
 */
export function refusePlainConnection(url: string, trust: Pick<ServerTrust, 'insecure'>): void {
  if (!needsInsecure(url) || trust.insecure) return;
  const { protocol } = new URL(url);
  throw new AgentError(
    `refusing plain ${protocol.slice(0, -1)}:// to ${url}: the enrollment token, this host's secret and its updates would cross the network unencrypted. ` +
      `Use the server's https:// address (the server serves HTTPS with NETLOOM_TLS_CERT and NETLOOM_TLS_KEY, or behind a TLS proxy), ` +
      `or join with --insecure on a network you trust`,
  );
}

const UNTRUSTED = new Set([
  'SELF_SIGNED_CERT_IN_CHAIN',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'UNABLE_TO_GET_ISSUER_CERT',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'CERT_UNTRUSTED',
]);

/** What a TLS failure (by its Node.js error code) means for the person joining, and what to do; null when it is none. */
export function certificateProblem(code: string | undefined, url: string): string | null {
  if (code === undefined) return null;
  const { hostname } = new URL(url);
  if (UNTRUSTED.has(code)) {
    return `the certificate of ${url} is not trusted (${code}): if the server's certificate comes from its own CA, join with --ca-file <that CA's certificate, PEM>`;
  }
  if (code === 'ERR_TLS_CERT_ALTNAME_INVALID') {
    return `the certificate of ${url} is not made out to ${hostname} (${code}): reach the server at a name its certificate holds, or give it a certificate for ${hostname}`;
  }
  if (code === 'CERT_HAS_EXPIRED' || code === 'CERT_NOT_YET_VALID') {
    return `the certificate of ${url} is not valid now (${code}): renew the server's certificate, and check this host's clock`;
  }
  return null;
}

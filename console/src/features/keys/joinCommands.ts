import { AGENT_DOWNLOAD_PATH, decodeEnrollmentToken } from '@netloom/contract';

/**
 * Runs the command after it with sudo where sudo is installed, and as it is where it is not (root in
 * CI and minimal containers), so one command works for root and for a user with sudo alike.
 */
export const AS_ROOT = '$(command -v sudo)';

/** Named in full when joining: sudo's own PATH leaves /usr/local/bin out on some systems (RHEL and its kin). */
const INSTALLED_AGENT = '/usr/local/bin/netloom-agent';

/** One step of joining a host: its name under `newHost.steps` and the command to copy. */
export interface JoinStep {
  step: 'install' | 'join';
  command: string;
}

/** Where the server the token names offers the agent; null when the token names no server. */
export function agentDownloadUrl(token: string): string | null {
  const server = decodeEnrollmentToken(token)?.server;
  return server ? `${server.replace(/\/+$/, '')}${AGENT_DOWNLOAD_PATH}` : null;
}

/**
 * How a Linux host joins with a key, the same wherever it is shown: download and install the agent
 * (left out when the token names no server to download from), then join.
 */
export function joinSteps(token: string): JoinStep[] {
  const url = agentDownloadUrl(token);
  const install: JoinStep[] = url
    ? [
        {
          step: 'install',
          command: `curl -fsSL ${url} -o netloom-agent && ${AS_ROOT} install -m 0755 netloom-agent ${INSTALLED_AGENT}`,
        },
      ]
    : [];
  return [...install, { step: 'join', command: `${AS_ROOT} ${INSTALLED_AGENT} join --token ${token}` }];
}

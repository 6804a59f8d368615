import { AGENT_CHECKSUM_PATH, AGENT_DOWNLOAD_PATH, decodeEnrollmentToken, needsInsecure } from '@netloom/contract';

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

function serverOf(token: string): string | null {
  const server = decodeEnrollmentToken(token)?.server;
  return server ? server.replace(/\/+$/, '') : null;
}

/** Where the server the token names offers the agent; null when the token names no server. */
export function agentDownloadUrl(token: string): string | null {
  const server = serverOf(token);
  return server ? `${server}${AGENT_DOWNLOAD_PATH}` : null;
}

/** Whether the server the token names is reached over plain http beyond the host itself: the agent then needs --insecure. */
export function joinsInsecurely(token: string): boolean {
  const server = serverOf(token);
  return server !== null && needsInsecure(server);
}

/** A word for the shell, quoted so that it is taken as it is. */
function shellWord(text: string): string {
  return `'${text.replaceAll("'", `'\\''`)}'`;
}

/**
 * How a Linux host joins with a key, the same wherever it is shown: download the agent and its
 * SHA-256, check it and install it (left out when the token names no server to download from), then
 * join. The token goes in on standard input (printf is built into the shell), so it never shows in
 * the process list; `--insecure` is added when the server is reached over plain http.
 */
export function joinSteps(token: string): JoinStep[] {
  const server = serverOf(token);
  const install: JoinStep[] =
    server !== null
      ? [
          {
            step: 'install',
            command:
              `curl -fsSL ${server}${AGENT_DOWNLOAD_PATH} -o netloom-agent && curl -fsSL ${server}${AGENT_CHECKSUM_PATH} -o netloom-agent.sha256 && ` +
              `sha256sum -c netloom-agent.sha256 && ${AS_ROOT} install -m 0755 netloom-agent ${INSTALLED_AGENT}`,
          },
        ]
      : [];
  const insecure = joinsInsecurely(token) ? ' --insecure' : '';
  const join = `printf '%s\\n' ${shellWord(token)} | ${AS_ROOT} ${INSTALLED_AGENT} join --token -${insecure}`;
  return [...install, { step: 'join', command: join }];
}

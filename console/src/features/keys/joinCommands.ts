import { AGENT_DOWNLOAD_PATH, decodeEnrollmentToken } from '@netloom/contract';
import type { Translation } from '../../i18n/en';

/** How a host joins, per platform (reference section 6, New Host and Add Node); the agent is `netloom-agent`. */

export const JOIN_PLATFORMS = ['linux', 'mac', 'windows', 'docker', 'mobile'] as const;
export type JoinPlatform = (typeof JOIN_PLATFORMS)[number];

export const AGENT_IMAGE = 'netloom/agent:latest';

/** One step: a translation key under `newHost.steps`, and the command to run when there is one. */
export interface JoinStep {
  step: keyof Translation['newHost']['steps'];
  code?: string;
}

/**
 * Downloads the agent from the server the token names and installs it on the PATH; empty when the
 * token names no server.
 */
export function linuxInstallCommand(token: string): string {
  const server = decodeEnrollmentToken(token)?.server;
  if (!server) return '';
  const url = `${server.replace(/\/+$/, '')}${AGENT_DOWNLOAD_PATH}`;
  return `curl -fsSL ${url} -o netloom-agent && sudo install -m 0755 netloom-agent /usr/local/bin/netloom-agent`;
}

export function joinCommand(token: string, program = 'netloom-agent'): string {
  return `${program} join --token ${token}`;
}

export function dockerRunCommand(token: string): string {
  return [
    'docker run -d --name netloom-agent --network host --privileged --restart always \\',
    `  -e TOKEN=${token} \\`,
    '  -v /etc/netloom:/etc/netloom \\',
    `  ${AGENT_IMAGE}`,
  ].join('\n');
}

export function dockerComposeSnippet(token: string): string {
  return [
    'services:',
    '  netloom-agent:',
    `    image: ${AGENT_IMAGE}`,
    '    network_mode: host',
    '    privileged: true',
    '    restart: always',
    '    environment:',
    `      TOKEN: ${token}`,
    '    volumes:',
    '      - /etc/netloom:/etc/netloom',
  ].join('\n');
}

/** The steps for a platform with a token; no token leaves the join steps out. */
export function joinSteps(platform: JoinPlatform, token: string): JoinStep[] {
  switch (platform) {
    case 'linux':
      return [
        { step: 'linuxInstall', code: linuxInstallCommand(token) || undefined },
        { step: 'join', code: `sudo ${joinCommand(token)}` },
        { step: 'verify' },
      ];
    case 'mac':
      return [
        { step: 'macInstall', code: 'sudo install -m 0755 netloom-agent /usr/local/bin/netloom-agent' },
        { step: 'join', code: `sudo ${joinCommand(token)}` },
        { step: 'verify' },
      ];
    case 'windows':
      return [
        { step: 'windowsInstall' },
        { step: 'windowsJoin', code: joinCommand(token, 'netloom-agent.exe') },
        { step: 'verify' },
      ];
    case 'docker':
      return [
        { step: 'dockerRun', code: dockerRunCommand(token) },
        { step: 'dockerCompose', code: dockerComposeSnippet(token) },
        { step: 'verify' },
      ];
    case 'mobile':
      return [{ step: 'mobileApp' }, { step: 'mobileConfig' }];
  }
}

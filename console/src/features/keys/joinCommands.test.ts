import { encodeEnrollmentToken } from '@netloom/contract';
import { describe, expect, it } from 'vitest';
import { agentDownloadUrl, joinSteps } from './joinCommands';

describe('join steps', () => {
  const token = encodeEnrollmentToken({ server: 'https://mesh.example.com/', value: 'abc' });

  it('download the agent from the server the token names, then join with the token', () => {
    expect(agentDownloadUrl(token)).toBe('https://mesh.example.com/api/v1/agent/netloom-agent');
    expect(joinSteps(token)).toEqual([
      {
        step: 'install',
        command:
          'curl -fsSL https://mesh.example.com/api/v1/agent/netloom-agent -o netloom-agent && $(command -v sudo) install -m 0755 netloom-agent /usr/local/bin/netloom-agent',
      },
      { step: 'join', command: `$(command -v sudo) /usr/local/bin/netloom-agent join --token ${token}` },
    ]);
  });

  it('leave the download out when the token names no server', () => {
    expect(agentDownloadUrl('not a token')).toBeNull();
    expect(joinSteps('not a token')).toEqual([
      { step: 'join', command: '$(command -v sudo) /usr/local/bin/netloom-agent join --token not a token' },
    ]);
  });
});

import { encodeEnrollmentToken } from '@netloom/contract';
import { describe, expect, it } from 'vitest';
import { agentDownloadUrl, joinSteps, joinsInsecurely } from './joinCommands';

describe('join steps', () => {
  const token = encodeEnrollmentToken({ server: 'https://mesh.example.com/', value: 'abc' });

  it('download the agent and its SHA-256 from the server the token names, check it, then join with the token on stdin', () => {
    expect(agentDownloadUrl(token)).toBe('https://mesh.example.com/api/v1/agent/netloom-agent');
    expect(joinsInsecurely(token)).toBe(false);
    expect(joinSteps(token)).toEqual([
      {
        step: 'install',
        command:
          'curl -fsSL https://mesh.example.com/api/v1/agent/netloom-agent -o netloom-agent && ' +
          'curl -fsSL https://mesh.example.com/api/v1/agent/netloom-agent.sha256 -o netloom-agent.sha256 && ' +
          'sha256sum -c netloom-agent.sha256 && $(command -v sudo) install -m 0755 netloom-agent /usr/local/bin/netloom-agent',
      },
      {
        step: 'join',
        command: `printf '%s\\n' '${token}' | $(command -v sudo) /usr/local/bin/netloom-agent join --token -`,
      },
    ]);
  });

  it('allow plain http with --insecure for a server beyond the host, not for one on it', () => {
    const plain = encodeEnrollmentToken({ server: 'http://192.0.2.10:8081', value: 'abc' });
    expect(joinsInsecurely(plain)).toBe(true);
    expect(joinSteps(plain)[1].command).toBe(
      `printf '%s\\n' '${plain}' | $(command -v sudo) /usr/local/bin/netloom-agent join --token - --insecure`,
    );
    const local = encodeEnrollmentToken({ server: 'http://localhost:8081', value: 'abc' });
    expect(joinsInsecurely(local)).toBe(false);
    expect(joinSteps(local)[1].command).toMatch(/join --token -$/);
  });

  it('leave the download out when the token names no server, and quote the token for the shell', () => {
    expect(agentDownloadUrl("not a token's")).toBeNull();
    expect(joinsInsecurely("not a token's")).toBe(false);
    expect(joinSteps("not a token's")).toEqual([
      {
        step: 'join',
        command: `printf '%s\\n' 'not a token'\\''s' | $(command -v sudo) /usr/local/bin/netloom-agent join --token -`,
      },
    ]);
  });
});

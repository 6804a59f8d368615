import { encodeEnrollmentToken } from '@netloom/contract';
import { describe, expect, it } from 'vitest';
import { dockerRunCommand, joinCommand, joinSteps, linuxInstallCommand } from './joinCommands';

describe('join commands', () => {
  it('embed the token for every platform', () => {
    expect(joinCommand('TOKEN')).toBe('netloom-agent join --token TOKEN');
    expect(dockerRunCommand('TOKEN')).toContain('-e TOKEN=TOKEN');
    for (const platform of ['linux', 'mac', 'windows', 'docker'] as const) {
      expect(joinSteps(platform, 'TOKEN').some((step) => step.code?.includes('TOKEN'))).toBe(true);
    }
    expect(joinSteps('mobile', 'TOKEN').every((step) => step.code === undefined)).toBe(true);
  });

  it('download the agent on Linux from the server the token names', () => {
    const token = encodeEnrollmentToken({ server: 'https://mesh.example.com/', value: 'abc' });
    expect(linuxInstallCommand(token)).toBe(
      'curl -fsSL https://mesh.example.com/api/v1/agent/netloom-agent -o netloom-agent && sudo install -m 0755 netloom-agent /usr/local/bin/netloom-agent',
    );
    expect(joinSteps('linux', token)[0]).toEqual({ step: 'linuxInstall', code: linuxInstallCommand(token) });
    expect(linuxInstallCommand('not a token')).toBe('');
  });
});

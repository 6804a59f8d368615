import { mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readStatus, writeStatus, type AgentStatus } from '../src/state/agent-status';

function status(lastCheckInAt: string): AgentStatus {
  return {
    pid: process.pid,
    startedAt: '2026-01-05T10:00:00.000Z',
    brokerConnected: true,
    channel: 'broker',
    lastUpdateAt: null,
    lastCheckInAt,
    lastError: null,
    latencies: {},
  };
}

describe('the status file', () => {
  let stateDir: string;
  beforeEach(async () => {
    stateDir = await mkdtemp(join(tmpdir(), 'netloom-status-'));
  });
  afterEach(async () => {
    await rm(stateDir, { recursive: true, force: true });
  });

  it('takes many writes at once without one failing, and ends with the last, readable by root only', async () => {
    const writes = Array.from({ length: 200 }, (_, index) => writeStatus(stateDir, status(`check-in ${index}`)));
    const results = await Promise.allSettled(writes);
    expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
    expect((await readStatus(stateDir))?.lastCheckInAt).toBe('check-in 199');
    expect(await readdir(stateDir)).toEqual(['status.json']);
    expect((await stat(join(stateDir, 'status.json'))).mode & 0o777).toBe(0o600);
  });

  it('leaves no temporary file behind when a write fails, and the next one writes', async () => {
    const inTheWay = join(stateDir, 'status.json');
    await mkdir(join(inTheWay, 'something'), { recursive: true });
    await expect(writeStatus(stateDir, status('blocked'))).rejects.toThrow();
    expect(await readdir(stateDir)).toEqual(['status.json']);
    await rm(inTheWay, { recursive: true });
    await writeStatus(stateDir, status('written'));
    expect((await readStatus(stateDir))?.lastCheckInAt).toBe('written');
  });
});

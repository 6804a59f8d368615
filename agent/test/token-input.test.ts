import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readToken } from '../src/cli/token-input';

const TOKEN = 'eyJzZXJ2ZXIiOiJodHRwczovL21lc2guZXhhbXBsZS5jb20ifQ';
const noStdin = () => Readable.from([]);

describe('the enrollment token for join', () => {
  it('is taken as given with --token', async () => {
    expect(await readToken({ token: TOKEN }, noStdin())).toBe(TOKEN);
  });

  it('is read from standard input with --token -, so that it is not in the process list', async () => {
    expect(await readToken({ token: '-' }, Readable.from([`${TOKEN.slice(0, 10)}`, `${TOKEN.slice(10)}\n`]))).toBe(
      TOKEN,
    );
  });

  it('is read from the file given with --token-file', async () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'netloom-agent-token-')), 'token');
    writeFileSync(file, `${TOKEN}\n`, { mode: 0o600 });
    expect(await readToken({ tokenFile: file }, noStdin())).toBe(TOKEN);
  });

  it('is refused, saying how to give it, when it is missing, empty, unreadable or given twice', async () => {
    const how =
      'join needs the enrollment token: --token <token>, --token - to read it from standard input, or --token-file <file>';
    await expect(readToken({}, noStdin())).rejects.toThrow(how);
    await expect(readToken({ token: '-' }, Readable.from(['\n']))).rejects.toThrow(how);
    await expect(readToken({ tokenFile: '/nonexistent/token' }, noStdin())).rejects.toThrow(
      'cannot read the token file /nonexistent/token: ENOENT',
    );
    await expect(readToken({ token: TOKEN, tokenFile: '/nonexistent/token' }, noStdin())).rejects.toThrow(
      'join takes the token once: --token or --token-file, not both',
    );
  });
});

import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const ESLINT = path.join(ROOT, 'node_modules', '.bin', 'eslint');
const moduleUrl = (file: string) => JSON.stringify(pathToFileURL(file).href);

interface Finding {
  file: string;
  message: string;
}

/** Runs ESLint with only the one-way rule (and the TypeScript parser) in `cwd`, on `targets`. */
function lintRooms(cwd: string, options: string, targets: string[]): Finding[] {
  const parser = createRequire(path.join(ROOT, 'package.json')).resolve('typescript-eslint');
  const config = path.join(mkdtempSync(path.join(os.tmpdir(), 'netloom-rooms-config-')), 'eslint.config.mjs');
  writeFileSync(
    config,
    `import tseslint from ${moduleUrl(parser)};
import rooms from ${moduleUrl(path.join(ROOT, 'lint', 'one-way-rooms.js'))};
import { FLOORS, PARTS } from ${moduleUrl(path.join(ROOT, 'lint', 'room-floors.js'))};
export default [{
  files: ['**/*.ts', '**/*.tsx'],
  languageOptions: { parser: tseslint.parser },
  plugins: { netloom: rooms },
  rules: { 'netloom/one-way-rooms': ['error', ${options}] },
}];
`,
  );
  const run = spawnSync(ESLINT, ['-c', config, '--no-inline-config', '--format', 'json', ...targets], {
    cwd,
    encoding: 'utf8',
  });
  expect(run.stdout, run.stderr).not.toBe('');
  const results = JSON.parse(run.stdout) as { filePath: string; messages: { message: string }[] }[];
  return results.flatMap((result) =>
    result.messages.map((message) => ({ file: path.relative(cwd, result.filePath), message: message.message })),
  );
}

/** A small part `app/src` in a new folder: each entry is a file and what it imports. */
function house(files: Record<string, string[]>): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'netloom-rooms-'));
  for (const [file, imports] of Object.entries(files)) {
    const full = path.join(root, 'app/src', file);
    mkdirSync(path.dirname(full), { recursive: true });
    const lines = imports.map((target, index) => `import { value as v${index} } from '${target}';`);
    writeFileSync(full, [...lines, 'export const value = 1;', ''].join('\n'));
  }
  return root;
}

const FIXTURE_OPTIONS = JSON.stringify({ parts: ['app/src'], floors: { 'app/src': [['top.ts'], ['low', 'side.ts']] } });

describe('the one-way rooms rule', () => {
  it('refuses an import of a room on a higher floor, and one of a room on no floor', () => {
    const root = house({
      'top.ts': ['./low/a', './unplaced'],
      'low/a.ts': ['../top'],
      'unplaced.ts': [],
    });
    expect(lintRooms(root, FIXTURE_OPTIONS, ['app'])).toEqual([
      {
        file: 'app/src/low/a.ts',
        message: expect.stringContaining('low (floor 1 of app/src) imports top.ts on floor 2, above it'),
      },
      { file: 'app/src/top.ts', message: expect.stringContaining('top.ts imports low, which imports top.ts back') },
      { file: 'app/src/top.ts', message: expect.stringContaining('unplaced.ts stands on no floor of app/src') },
    ]);
  });

  it('refuses rooms that import each other, on one floor or in a folder with no floors', () => {
    const root = house({
      'top.ts': ['./low/x/one', './side'],
      'low/x/one.ts': ['../y/two'],
      'low/y/two.ts': ['../z/three'],
      'low/z/three.ts': ['../x/one'],
      'side.ts': ['./low/x/one'],
      'low/index.ts': ['../side'],
    });
    const findings = lintRooms(root, FIXTURE_OPTIONS, ['app']);
    expect(findings.map((finding) => finding.file).sort()).toEqual([
      'app/src/low/index.ts',
      'app/src/low/x/one.ts',
      'app/src/low/y/two.ts',
      'app/src/low/z/three.ts',
      'app/src/side.ts',
    ]);
    expect(findings.find((finding) => finding.file === 'app/src/low/x/one.ts')?.message).toContain(
      'x imports y, which imports x back (x → y → z → x): rooms of app/src/low must import one way',
    );
  });

  it('lets rooms import down, and tests import anything', () => {
    const root = house({
      'top.ts': ['./low/a', './side'],
      'low/a.ts': [],
      'low/a.test.ts': ['../top'],
      'side.ts': ['./low/a'],
    });
    expect(lintRooms(root, FIXTURE_OPTIONS, ['app'])).toEqual([]);
  });

  it("finds no import running up in the repository's parts", () => {
    const parts = ['server/src', 'console/src', 'agent/src', 'contract/src', 'e2e', 'bench'];
    expect(lintRooms(ROOT, '{ parts: PARTS, floors: FLOORS }', parts)).toEqual([]);
  }, 120_000);
});

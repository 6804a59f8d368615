import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SOURCE_FOLDERS = ['server', 'console', 'agent', 'contract', 'e2e', 'bench', 'scripts'];
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'test-results', 'playwright-report']);
const SOURCE_FILE = /\.(ts|tsx|mjs|js)$/;

/**
 * How comments cited the product's requirement, API and host notes, which live outside the
 * repository. A comment says what it means instead, or cites docs/architecture.md.
 */
const OUTSIDE_CITATIONS = [
  /\bdataplane\b/i,
  /\bdata[- ]plane (notes|section)/i,
  /\breference (sections? )?\d/i,
  /\bspec sections? \d/i,
  /\bthe spec's\b/i,
  /\bconsole[- ]spec\b/i,
  /\bDESIGN\b/,
  /\bnetmaker-(api|dataplane)\.md\b/i,
];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : sourceFiles(full);
    return SOURCE_FILE.test(entry.name) ? [full] : [];
  });
}

/** The comment text of a line: the whole line inside a block comment, or what follows `//` or `/*`. */
function commentOf(line: string, inBlock: boolean): string | null {
  const trimmed = line.trimStart();
  if (inBlock || trimmed.startsWith('*')) return line;
  const start = line.search(/\/\*|(^|\s)\/\/\s/);
  return start < 0 ? null : line.slice(start);
}

function citationsIn(file: string): string[] {
  let inBlock = false;
  return readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((line, index) => {
      const comment = commentOf(line, inBlock);
      if (comment?.includes('/*')) inBlock = true;
      if (comment?.includes('*/')) inBlock = false;
      const cited = comment !== null && OUTSIDE_CITATIONS.some((pattern) => pattern.test(comment));
      return cited ? [`${path.relative(ROOT, file)}:${index + 1}: ${line.trim()}`] : [];
    });
}

describe('comments in the source', () => {
  it('cite no document outside the repository (docs/architecture.md is the one to cite)', () => {
    const files = SOURCE_FOLDERS.flatMap((folder) => sourceFiles(path.join(ROOT, folder)));
    expect(files.length).toBeGreaterThan(100);
    // This file quotes the old citations on purpose, in strings that would read as comments.
    const others = files.filter((file) => file !== import.meta.filename);
    expect(others.flatMap(citationsIn)).toEqual([]);
  });

  it('cite sections of docs/architecture.md that exist', () => {
    const headings = new Set(
      readFileSync(path.join(ROOT, 'docs', 'architecture.md'), 'utf8')
        .split('\n')
        .flatMap((line) => /^#+ (.+)$/.exec(line)?.slice(1) ?? []),
    );
    const files = SOURCE_FOLDERS.flatMap((folder) => sourceFiles(path.join(ROOT, folder)));
    const cited = files.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/docs\/architecture\.md, ([A-Z][a-z]*(?: [a-z]+)*)/g)].map(
        (match) => match[1],
      ),
    );
    expect(cited.length).toBeGreaterThan(10);
    expect([...new Set(cited)].filter((section) => !headings.has(section))).toEqual([]);
  });

  it('are told apart from code when one cites an outside document', () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'netloom-comments-')), 'cited.ts');
    const lines = [
      '/** Peers (dataplane 2.3). */',
      '/*',
      ' * Defaults of spec section 9.',
      ' */',
      "const title = 'per spec section 6'; // see DESIGN",
      "it('decides network admin per spec section 6', () => {});",
    ];
    writeFileSync(file, lines.join('\n'));
    expect(citationsIn(file).map((found) => found.split(': ')[0].split(':').pop())).toEqual(['1', '3', '5']);
  });
});

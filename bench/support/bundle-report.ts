/** Sizes of the console's built scripts as they travel (gzip and Brotli), and which packages make them up. */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';

export interface ScriptSize {
  file: string;
  raw: number;
  gzip: number;
  brotli: number;
}

/** A file's size raw, gzipped (level 9) and in Brotli (quality 11), as the build's precompressed copies are. */
export function scriptSize(buildDir: string, file: string): ScriptSize {
  const content = readFileSync(path.join(buildDir, file));
  return {
    file,
    raw: content.length,
    gzip: gzipSync(content, { level: 9 }).length,
    brotli: brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

export function totalOf(sizes: readonly ScriptSize[]): Omit<ScriptSize, 'file'> {
  return sizes.reduce(
    (sum, size) => ({ raw: sum.raw + size.raw, gzip: sum.gzip + size.gzip, brotli: sum.brotli + size.brotli }),
    {
      raw: 0,
      gzip: 0,
      brotli: 0,
    },
  );
}

/** The package a source file belongs to (`react-dom`, `@mantine/core`), or `console` for our own code. */
function packageOf(source: string): string {
  const inModules = source.split('node_modules/').at(-1);
  if (inModules === source) return source.includes('/contract/') ? 'contract (our wire models)' : 'console (our code)';
  const parts = (inModules ?? '').split('/');
  return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
}

/**
 * Splits each script's gzip size among the packages its source map names, in proportion to the bytes each one
 * produced in the minified file: an estimate that says which packages the sign-in page pays for.
 */
export function gzipByPackage(buildDir: string, sizes: readonly ScriptSize[]): Map<string, number> {
  const shares = new Map<string, number>();
  for (const size of sizes) {
    const mapFile = path.join(buildDir, `${size.file}.map`);
    if (!existsSync(mapFile)) continue;
    const lines = readFileSync(path.join(buildDir, size.file), 'utf8').split('\n');
    const consumer = new SourceMapConsumer(JSON.parse(readFileSync(mapFile, 'utf8')) as RawSourceMap);
    const bytes = new Map<string, number>();
    let previous: { line: number; column: number; owner: string } | null = null;
    consumer.eachMapping((mapping) => {
      if (previous) {
        const end = mapping.generatedLine === previous.line ? mapping.generatedColumn : lines[previous.line - 1].length;
        bytes.set(previous.owner, (bytes.get(previous.owner) ?? 0) + Math.max(0, end - previous.column));
      }
      previous = {
        line: mapping.generatedLine,
        column: mapping.generatedColumn,
        owner: packageOf(mapping.source ?? ''),
      };
    });
    const mapped = [...bytes.values()].reduce((sum, count) => sum + count, 0);
    for (const [owner, count] of bytes) shares.set(owner, (shares.get(owner) ?? 0) + (size.gzip * count) / mapped);
  }
  return shares;
}

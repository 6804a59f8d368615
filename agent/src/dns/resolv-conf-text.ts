/**
 * The agent's block in /etc/resolv.conf, put in and taken out of the file's bytes. The bytes are read
 * as latin1 (one character per byte), so whatever a file holds comes back byte for byte; the block is
 * ASCII. Taking the block out of a file it was put in gives the file before, exactly.
 */

/** The first line of the block. */
export const BLOCK_BEGIN = '# netloom-agent: begin (names of the mesh; removed by netloom-agent down and leave)';
const BLOCK_END = '# netloom-agent: end';
/** What a `search` or `domain` line of the file gets in front while the block holds the search list. */
const COMMENTED = '# netloom-agent: ';
/** glibc reads at most 3 nameservers: the block takes 2, so the host's first server still counts. */
const MOST_MESH_SERVERS = 2;

/** Tested on a line without its line ending. */
const SEARCH_LINE = /^[ \t]*(search|domain)([ \t]|$)/;
const OUR_COMMENTED_LINE = /^# netloom-agent: [ \t]*(search|domain)([ \t]|$)/;
const BLOCK_BODY_LINE = /^(nameserver|search) /;

/** What the block says: the mesh's servers (at most 2 are written) and the search domains to put first. */
export interface ResolverPlan {
  servers: string[];
  searchDomains: string[];
}

/** The lines of a file, each with its line ending (the last may have none). */
function linesOf(text: string): string[] {
  return text.match(/[^\n]*\n|[^\n]+$/g) ?? [];
}

function lineText(line: string): string {
  return line.replace(/\r?\n$/, '');
}

/** The search list the file gives now: the last `search` or `domain` line wins, as in glibc. */
function fileSearchDomains(lines: readonly string[]): string[] {
  const last = lines.map(lineText).findLast((text) => SEARCH_LINE.test(text));
  return last === undefined
    ? []
    : last
        .trim()
        .split(/[ \t]+/)
        .slice(1);
}

/** `original` with the agent's block on top (and its search lines commented out when the block has a search line). */
export function withMeshBlock(original: Buffer, plan: ResolverPlan): Buffer {
  const lines = linesOf(original.toString('latin1'));
  const block = [BLOCK_BEGIN, ...plan.servers.slice(0, MOST_MESH_SERVERS).map((server) => `nameserver ${server}`)];
  const searching = plan.searchDomains.length > 0;
  if (searching) block.push(`search ${[...new Set([...plan.searchDomains, ...fileSearchDomains(lines)])].join(' ')}`);
  block.push(BLOCK_END);
  const rest = searching ? lines.map((line) => (SEARCH_LINE.test(lineText(line)) ? COMMENTED + line : line)) : lines;
  return Buffer.from(`${block.join('\n')}\n${rest.join('')}`, 'latin1');
}

/**
 * `current` without the agent's block and with its commented lines restored; the same bytes when it
 * holds neither. A block whose end line is missing ends at its last `nameserver` or `search` line.
 */
export function withoutMeshBlock(current: Buffer): Buffer {
  const kept: string[] = [];
  let inBlock = false;
  for (const line of linesOf(current.toString('latin1'))) {
    const text = lineText(line);
    if (text === BLOCK_BEGIN) {
      inBlock = true;
      continue;
    }
    if (inBlock) {
      if (text === BLOCK_END) inBlock = false;
      if (text === BLOCK_END || BLOCK_BODY_LINE.test(text)) continue;
      inBlock = false;
    }
    kept.push(OUR_COMMENTED_LINE.test(text) ? line.slice(COMMENTED.length) : line);
  }
  return Buffer.from(kept.join(''), 'latin1');
}

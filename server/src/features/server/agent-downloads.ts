import {
  AGENT_CHECKSUM_PATH,
  AGENT_DOWNLOAD_PATH,
  AGENT_SCRIPT_CHECKSUM_PATH,
  AGENT_SCRIPT_DOWNLOAD_PATH,
} from '@netloom/contract';
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../api-error';
import type { App } from '../../http/app-type';

/** One file of the agent the server offers, with its SHA-256 beside it. */
interface AgentDownload {
  path: string;
  checksumPath: string;
  /** The name hosts save it under, which its checksum line names. */
  fileName: string;
  contentType: string;
  file: (config: AppContext['config']) => string;
}

const AGENT_DOWNLOADS: AgentDownload[] = [
  {
    path: AGENT_DOWNLOAD_PATH,
    checksumPath: AGENT_CHECKSUM_PATH,
    fileName: basename(AGENT_DOWNLOAD_PATH),
    contentType: 'application/octet-stream',
    file: (config) => config.agentFiles.executable,
  },
  {
    path: AGENT_SCRIPT_DOWNLOAD_PATH,
    checksumPath: AGENT_SCRIPT_CHECKSUM_PATH,
    fileName: basename(AGENT_SCRIPT_DOWNLOAD_PATH),
    contentType: 'text/javascript; charset=utf-8',
    file: (config) => config.agentFiles.script,
  },
];

/** The size and change time of a built agent file; 404 when it is not built. */
async function builtFile(file: string): Promise<{ size: number; changedAt: number }> {
  try {
    const stats = await stat(file);
    return { size: stats.size, changedAt: stats.mtimeMs };
  } catch {
    throw new ApiError(404, 'the agent is not built on this server: run npm start, or node scripts/agent-build.mjs');
  }
}

/** SHA-256 of each file as last read, by path: the executable is ~100 MB, so it is hashed once per build. */
const checksums = new Map<string, { changedAt: number; size: number; sha256: string }>();

async function sha256Of(file: string): Promise<string> {
  const built = await builtFile(file);
  const known = checksums.get(file);
  if (known && known.changedAt === built.changedAt && known.size === built.size) return known.sha256;
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  const sha256 = hash.digest('hex');
  checksums.set(file, { ...built, sha256 });
  return sha256;
}

/** Anyone may download the agent: every host is told where, before it has any credentials. */
export function registerAgentDownloads(app: App, config: AppContext['config']): void {
  for (const download of AGENT_DOWNLOADS) {
    app.get(download.path, { config: { access: 'public' } }, async (_request, reply) => {
      const file = download.file(config);
      const { size } = await builtFile(file);
      return reply
        .type(download.contentType)
        .header('Content-Length', size)
        .header('Content-Disposition', `attachment; filename="${download.fileName}"`)
        .send(createReadStream(file));
    });

    app.get(download.checksumPath, { config: { access: 'public' } }, async (_request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${download.fileName}.sha256"`)
        .send(`${await sha256Of(download.file(config))}  ${download.fileName}\n`),
    );
  }
}

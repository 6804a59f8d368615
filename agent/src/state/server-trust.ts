import { X509Certificate } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { AgentError, errorText } from '../agent-error';
import type { ServerTrust } from '../server/connection-policy';
import type { AgentState } from './agent-state';
import { writePrivateFile } from './private-file';

/** Where the CA certificate given at join is kept in the state folder. */
const SERVER_CA_FILE = 'server-ca.pem';

/** The CA certificate in `file` (PEM), checked to be one; an AgentError saying what is wrong otherwise. */
export async function readCaFile(file: string): Promise<string> {
  let pem: string;
  try {
    pem = await readFile(file, 'utf8');
  } catch (error) {
    throw new AgentError(`cannot read the CA file ${file}: ${errorText(error)}`);
  }
  try {
    new X509Certificate(pem);
  } catch {
    throw new AgentError(`the CA file ${file} holds no PEM certificate (-----BEGIN CERTIFICATE-----)`);
  }
  return pem;
}

/** Keeps the CA certificate in the state folder, readable by root only; returns where. */
export async function keepServerCa(stateDir: string, pem: string): Promise<string> {
  const file = join(stateDir, SERVER_CA_FILE);
  await writePrivateFile(file, pem);
  return file;
}

/** How this host trusts its server, as it joined: the CA it was given, and whether plain http is allowed. */
export async function serverTrust(state: Pick<AgentState, 'caFile' | 'insecure'>): Promise<ServerTrust> {
  return { ca: state.caFile ? await readCaFile(state.caFile) : null, insecure: state.insecure ?? false };
}

import { readFile } from 'node:fs/promises';
import { AgentError, errorText } from '../agent-error';

/** Where `join` takes the enrollment token from: `--token <token>` or `--token -` (standard input), or `--token-file`. */
export interface TokenInput {
  token?: string;
  tokenFile?: string;
}

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += chunk.toString();
  return text;
}

/**
 * The enrollment token, its surrounding white space dropped. From a file or standard input it stays
 * out of the process list, where every user of the machine could read it.
 */
export async function readToken(input: TokenInput, stdin: NodeJS.ReadableStream = process.stdin): Promise<string> {
  if (input.token !== undefined && input.tokenFile !== undefined) {
    throw new AgentError('join takes the token once: --token or --token-file, not both');
  }
  let token: string;
  if (input.tokenFile !== undefined) {
    try {
      token = await readFile(input.tokenFile, 'utf8');
    } catch (error) {
      throw new AgentError(`cannot read the token file ${input.tokenFile}: ${errorText(error)}`);
    }
  } else if (input.token === '-') {
    token = await readAll(stdin);
  } else {
    token = input.token ?? '';
  }
  token = token.trim();
  if (token === '') {
    throw new AgentError(
      'join needs the enrollment token: --token <token>, --token - to read it from standard input, or --token-file <file>',
    );
  }
  return token;
}

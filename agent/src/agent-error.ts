/** A failure the agent explains to the person running it: printed without a stack, exit code 1. */
export class AgentError extends Error {
  override name = 'AgentError';
}

/** What went wrong, in one line: an error's message, or whatever was thrown as text. */
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

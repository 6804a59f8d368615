/** A failure the agent explains to the person running it: printed without a stack, exit code 1. */
export class AgentError extends Error {
  override name = 'AgentError';
}

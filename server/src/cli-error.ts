/** A failure the netloom command explains to the person running it: printed without a stack, exit code 1. */
export class CliError extends Error {
  override name = 'CliError';
}

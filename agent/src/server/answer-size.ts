/**
 * The largest peer update (or other answer from the server) the agent reads: 10 MB. The largest real
 * update, a host with 5,000 peers, their names and rules, is about 2.5 MB; four times that leaves room
 * for long allowed-IP lists and big zones, while anything larger is refused before it is parsed (a
 * JSON.parse of hundreds of MB would stall the agent and take its memory).
 */
export const MAX_ANSWER_BYTES = 10 * 1024 * 1024;

/** Why an answer of this many bytes is refused, or null when it is small enough. */
export function answerSizeProblem(bytes: number): string | null {
  if (bytes <= MAX_ANSWER_BYTES) return null;
  return `it is larger than the ${MAX_ANSWER_BYTES / 1024 / 1024} MB an update may have`;
}

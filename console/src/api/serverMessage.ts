import { errorEnvelopeSchema, isProblemCode, type Problem } from '@netloom/contract';
import { problemSentence, type ProblemTranslator } from '../i18n/problemSentence';

/** The problems an error envelope carries, when the console knows every one of their codes. */
function knownProblems(body: unknown): Problem[] {
  const envelope = errorEnvelopeSchema.safeParse(body);
  const sent = envelope.success ? (envelope.data.Problems ?? []) : [];
  const known = sent.flatMap(({ code, params, field }) => (isProblemCode(code) ? [{ code, params, field }] : []));
  return known.length === sent.length ? known : [];
}

/**
 * What a failed call's body says, for a person: the problems the shared rules found in the chosen language,
 * else the server's `Message`, else a body that is plain text; null when it says nothing.
 */
export function serverMessage(body: unknown, translator: ProblemTranslator): string | null {
  const problems = knownProblems(body);
  if (problems.length > 0) return problems.map((found) => problemSentence(found, translator)).join('\n');
  if (body && typeof body === 'object' && 'Message' in body && typeof body.Message === 'string' && body.Message) {
    return body.Message;
  }
  return typeof body === 'string' && body.trim() ? body.trim() : null;
}

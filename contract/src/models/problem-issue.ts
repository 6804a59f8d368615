import { problemText, type Problem } from '../rules/problems';

/** A schema's issue for a problem a shared rule found, worded in English. */
export function problemIssue(found: Problem) {
  return { code: 'custom' as const, message: problemText(found) };
}

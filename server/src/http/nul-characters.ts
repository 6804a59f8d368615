import { ApiError } from '../api-error';
import type { App } from './app-type';

const NUL = '\u0000';

interface Visit {
  value: unknown;
  key: string;
  parent: Visit | null;
}

function pathOf(visit: Visit): string[] {
  const path: string[] = [];
  for (let step: Visit | null = visit; step?.parent; step = step.parent) path.unshift(step.key);
  return path;
}

/** Where in `value` a string (or an object key) holds a NUL character, as `['a', 'b', '0']`; null when none does. */
function nulLocation(value: unknown): string[] | null {
  // Iterative, so a body nested a hundred thousand levels deep cannot exhaust the stack.
  const pending: Visit[] = [{ value, key: '', parent: null }];
  while (pending.length > 0) {
    const visit = pending.pop()!;
    if (typeof visit.value === 'string') {
      if (visit.value.includes(NUL)) return pathOf(visit);
    } else if (visit.value !== null && typeof visit.value === 'object') {
      for (const [key, child] of Object.entries(visit.value)) {
        if (key.includes(NUL)) return pathOf(visit);
        pending.push({ value: child, key, parent: visit });
      }
    }
  }
  return null;
}

const PARTS = [
  ['params', 'path parameter'],
  ['query', 'query parameter'],
  ['body', 'request body field'],
] as const;

/**
 * Refuses text holding the NUL character (U+0000) anywhere in a request's path, query or JSON body
 * with a 400 naming the field: PostgreSQL cannot store it, and no name, key or address has one.
 */
export function refuseNulCharacters(app: App): void {
  app.addHook('preValidation', async (request) => {
    for (const [part, label] of PARTS) {
      const location = nulLocation(request[part]);
      if (location === null) continue;
      const where = location.length > 0 ? `${label} ${location.join('.')}` : 'request body';
      throw new ApiError(400, `${where} contains the NUL character (\\u0000), which no text here may hold`);
    }
  });
}

import { z } from 'zod';

/** The `{Code, Message, Response}` wrapper; errors always carry `Response: null`. */
export function envelopeSchema<T extends z.ZodType>(response: T) {
  return z.object({ Code: z.number().int(), Message: z.string(), Response: response });
}

export interface Envelope<T> {
  Code: number;
  Message: string;
  Response: T;
}

/** One problem a shared rule found, as an error envelope carries it (rules/problems.ts). */
export const problemSchema = z.object({
  code: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  field: z.string().optional(),
});

/**
 * An error: `Problems`, a Netloom addition, lists what the shared rules found (the `Message` says the same in
 * English); a server may send codes this contract does not know yet.
 */
export const errorEnvelopeSchema = envelopeSchema(z.null()).extend({ Problems: z.array(problemSchema).optional() });
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

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

export const errorEnvelopeSchema = envelopeSchema(z.null());
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

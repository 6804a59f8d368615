import { z } from 'zod';
import { credentialsSchema } from './user';

/** GET /api/v2/server/setup (Netloom's): whether creating the first account needs the setup code the server printed. */
export const firstRunSchema = z.object({ setup_code_required: z.boolean() });
export type FirstRun = z.infer<typeof firstRunSchema>;

/** Body of POST /api/users/adm/createsuperadmin: Netmaker's credentials, plus Netloom's setup code when one is required. */
export const superAdminRequestSchema = credentialsSchema.extend({ setup_code: z.string().optional() });
export type SuperAdminRequest = z.infer<typeof superAdminRequestSchema>;

/** A setup code as typed: case, spaces and dashes do not matter. */
export function normaliseSetupCode(text: string): string {
  return text.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

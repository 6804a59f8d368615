/**
 * Zod as the console bundles it: vite.config.ts resolves every `import ... from 'zod'` here, so zod is
 * told before any schema is built not to compile parsers with `new Function`. The console's
 * Content-Security-Policy forbids evaluated code; zod's probe for it would be reported as a violation.
 */
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
export { z as default } from 'zod/v4';

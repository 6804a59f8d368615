import { defineConfig } from 'vitest/config';

/** Unit tests of the console's pure parts; pages are tested in a real browser under e2e/. */
export default defineConfig({ test: { include: ['src/**/*.test.ts'], environment: 'node' } });

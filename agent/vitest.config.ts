import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // Tests that make network namespaces and WireGuard interfaces must not run side by side.
    fileParallelism: false,
  },
});

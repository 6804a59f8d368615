import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import packageJson from './package.json' with { type: 'json' };
import { precompress } from './precompress.ts';

export default defineConfig({
  plugins: [react(), precompress()],
  define: { __NETLOOM_UI_VERSION__: JSON.stringify(packageJson.version) },
  // Zod without evaluated code, as the Content-Security-Policy demands (src/app/zodWithoutEval.ts).
  resolve: {
    alias: [{ find: /^zod$/, replacement: fileURLToPath(new URL('./src/app/zodWithoutEval.ts', import.meta.url)) }],
  },
  build: { outDir: 'dist', emptyOutDir: true },
  server: {
    proxy: { '/api': { target: 'http://localhost:8081', changeOrigin: true } },
  },
});

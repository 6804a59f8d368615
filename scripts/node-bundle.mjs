/** esbuild options shared by the files Netloom builds for Node.js (the agent and the server): one ES module for Node 20. */
export const NODE_BUNDLE_OPTIONS = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  logLevel: 'warning',
};

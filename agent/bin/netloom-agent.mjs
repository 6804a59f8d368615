#!/usr/bin/env node
// The agent from its TypeScript sources, through tsx (as `npm start` runs the server); hosts get the
// single-file build, agent/dist/netloom-agent.mjs (scripts/agent-build.mjs).
import { register } from 'tsx/esm/api';

register();
await import('../src/netloom-agent.ts');

#!/usr/bin/env node
// The `netloom` command: `netloom backup <file>`, `netloom restore [--force] <file>`, `netloom --help`.
// Compiles the command (server/dist/netloom.mjs) when it is missing or older than its sources, as
// `npm start` does for the server, then runs it with the same settings as the server.
import { pathToFileURL } from 'node:url';
import { ensureCliBuilt } from './server-build.mjs';

await import(pathToFileURL(await ensureCliBuilt()).href);

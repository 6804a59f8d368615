#!/usr/bin/env node
// The agent's command line: runs the TypeScript sources through tsx, as `npm start` runs the server.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/cli/main.ts');
// Exit at once: idle HTTP keep-alive sockets would otherwise hold a stopped agent for seconds.
process.exit(await main(process.argv.slice(2)));

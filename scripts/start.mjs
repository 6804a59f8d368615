// `npm start`: builds the console when its build is missing or older than its sources (unless
// NETLOOM_CONSOLE_DIR points at another build), the agent hosts download and the server, then runs
// the compiled server, and starts it again whenever it exits asking for a restart (after
// POST /api/server/shutdown).
import { spawn } from 'node:child_process';
import { ensureAgentBuilt } from './agent-build.mjs';
import { ensureConsoleBuilt } from './console-build.mjs';
import { ensureServerBuilt } from './server-build.mjs';
// Stack traces through the sources; a young generation of 4 MB, which keeps an idle server near 120 MB resident.
import SERVER_NODE_OPTIONS from './server-node-options.json' with { type: 'json' };

/** The server's exit code for "start me again": RESTART_EXIT_CODE in server/src/restart-exit-code.ts. */
const RESTART_EXIT_CODE = 75;

if (!process.env.NETLOOM_CONSOLE_DIR?.trim()) ensureConsoleBuilt();
await ensureAgentBuilt();
const serverBundle = await ensureServerBuilt();

let stopping = false;

function startServer() {
  const server = spawn(process.execPath, [...SERVER_NODE_OPTIONS, serverBundle], {
    cwd: process.cwd(),
    stdio: 'inherit',
  });
  server.on('exit', (code, signal) => {
    if (code === RESTART_EXIT_CODE && !stopping) {
      console.log('Restarting the server...');
      current = startServer();
      return;
    }
    // A restart asked for while stopping ends as a clean stop.
    process.exit(code === RESTART_EXIT_CODE ? 0 : (code ?? (signal ? 1 : 0)));
  });
  return server;
}

let current = startServer();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopping = true;
    current.kill(signal);
  });
}

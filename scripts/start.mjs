// `npm start`: builds the console when its build is missing or older than its sources, then runs the server.
import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { ensureConsoleBuilt } from './console-build.mjs';

const root = resolve(import.meta.dirname, '..');
ensureConsoleBuilt();

const server = spawn(join(root, 'node_modules', '.bin', 'tsx'), [join(root, 'server', 'src', 'main.ts')], {
  cwd: process.cwd(),
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

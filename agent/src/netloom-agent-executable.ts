// The entry of the self-contained agent (agent/dist/netloom-agent, a Node.js single executable application built by
// scripts/agent-executable-build.mjs): the same commands as netloom-agent.ts, from a CommonJS bundle, which has no
// top-level await. Node.js gives such an executable its own path as the first two arguments.
import { main } from './cli/main';

// Exit at once: idle HTTP keep-alive sockets would otherwise hold a stopped agent for seconds.
void main(process.argv.slice(2)).then((code) => process.exit(code));

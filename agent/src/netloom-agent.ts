import { main } from './cli/main';

// Exit at once: idle HTTP keep-alive sockets would otherwise hold a stopped agent for seconds.
process.exit(await main(process.argv.slice(2)));

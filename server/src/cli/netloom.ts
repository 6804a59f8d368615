import { main } from './main';

// Exit at once: the database connections are closed, and nothing else should keep the command waiting.
process.exit(await main(process.argv.slice(2)));

// Loaded into an agent under test (node --expose-gc --import <this file>): on SIGUSR2 it collects garbage and writes
// the process's memory figures as JSON to the file named by NETLOOM_MEMORY_PROBE.
import { writeFileSync } from 'node:fs';

process.on('SIGUSR2', () => {
  globalThis.gc();
  globalThis.gc();
  writeFileSync(process.env.NETLOOM_MEMORY_PROBE, JSON.stringify(process.memoryUsage()));
});

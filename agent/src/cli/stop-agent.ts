import { readStatus, isRunning } from '../state/agent-status';

/** Stops the agent running for this state folder, if one is, and waits up to 5 s for it to exit. */
export async function stopRunningAgent(stateDir: string): Promise<void> {
  const status = await readStatus(stateDir);
  if (!status || status.pid === process.pid || !isRunning(status.pid)) return;
  process.kill(status.pid, 'SIGTERM');
  const deadline = Date.now() + 5000;
  while (isRunning(status.pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
}

/**
 * Runs one agent function in the current network namespace and prints its result as JSON:
 * `tsx run-agent-call.ts <function> '<JSON array of arguments>'`.
 */
import { agentCalls, type AgentCalls } from './agent-calls';

const [name, argumentsJson] = process.argv.slice(2);
if (!(name in agentCalls)) throw new Error(`Unknown agent call ${name}`);
const call = agentCalls[name as keyof AgentCalls] as (...args: unknown[]) => Promise<unknown>;
try {
  const result = await call(...(JSON.parse(argumentsJson) as unknown[]));
  process.stdout.write(JSON.stringify(result ?? null));
} catch (error) {
  process.stderr.write(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}

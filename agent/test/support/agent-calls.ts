import { applyFirewall, removeFirewall } from '../../src/firewall';
import { applyInterface, interfaceExists, readPeerStats, removeInterface } from '../../src/wireguard';
import { applyWhileLendingPort, removeWhileApplying } from './interface-races';

/** The agent functions a test may call inside a network namespace (see `run-agent-call.ts`). */
export const agentCalls = {
  applyInterface,
  removeInterface,
  interfaceExists,
  readPeerStats,
  applyFirewall,
  removeFirewall,
  applyWhileLendingPort,
  removeWhileApplying,
};

/** The names and signatures of `agentCalls`. */
export type AgentCalls = typeof agentCalls;

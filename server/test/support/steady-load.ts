import { setTimeout } from 'node:timers/promises';
import type { Reply } from './http';

/** One request the load sends again and again. */
export interface Operation {
  name: string;
  send(): Promise<Reply>;
}

/**
 * One request of the load: when it started and ended (`performance.now()`), and its answer: a reply,
 * `no answer` when the connection failed, `hung` when none came within the load's patience.
 */
export interface Sample {
  operation: string;
  startedMs: number;
  endedMs: number;
  reply: Reply | 'no answer' | 'hung';
}

/** A load running until stopped. */
export interface SteadyLoad {
  /** Every request so far, answered or not. */
  samples: Sample[];
  /** Lets the requests in flight end, and sends no more. */
  stop(): Promise<Sample[]>;
}

async function timed(operation: Operation, patienceMs: number): Promise<Sample> {
  const startedMs = performance.now();
  const reply = await Promise.race([
    operation.send().catch(() => 'no answer' as const),
    setTimeout(patienceMs, 'hung' as const),
  ]);
  return { operation: operation.name, startedMs, endedMs: performance.now(), reply };
}

/**
 * `workers` loops, each sending the operations in turn, the next once the last is answered (and
 * `pauseMs` has passed), until stopped. A request waits `patienceMs` at most.
 */
export function startSteadyLoad(
  operations: Operation[],
  { workers, patienceMs, pauseMs = 0 }: { workers: number; patienceMs: number; pauseMs?: number },
): SteadyLoad {
  const samples: Sample[] = [];
  let stopped = false;
  const worker = async (first: number) => {
    for (let turn = first; !stopped; turn++) {
      samples.push(await timed(operations[turn % operations.length], patienceMs));
      if (pauseMs > 0) await setTimeout(pauseMs);
    }
  };
  const running = Promise.all(Array.from({ length: workers }, (_, index) => worker(index)));
  return {
    samples,
    async stop() {
      stopped = true;
      await running;
      return samples;
    },
  };
}

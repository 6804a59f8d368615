import type { Reply } from './http';

/**
 * One kind of write a burst fires: how to send its i-th request, and the fingerprint of what an
 * acknowledged one created (its ids and the facts that must survive with it), as `stored` lists them.
 */
export interface WriteKind {
  name: string;
  count: number;
  send(index: number): Promise<Reply>;
  fingerprint(body: unknown): string;
  /** The fingerprints of everything of this kind the server holds now. */
  stored(): Promise<Set<string>>;
}

/** What became of a burst's requests: fingerprints of the acknowledged (2xx) by kind, other answers by status, and how many got none. */
export interface BurstOutcome {
  acknowledged: Map<string, string[]>;
  refusedByStatus: Map<number, number>;
  unanswered: number;
}

/** A burst of writes in flight. */
export interface WriteBurst {
  /**
   * Resolves once `count` writes are acknowledged, `eachKind` of them at least of every kind, or once
   * every request has its answer (or failed).
   */
  untilAcknowledged(count: number, eachKind: number): Promise<void>;
  answeredSoFar(): number;
  settled: Promise<BurstOutcome>;
}

/** Sends every write of every kind at once, the kinds interleaved, and records what each request got. */
export function fireWrites(kinds: WriteKind[]): WriteBurst {
  const outcome: BurstOutcome = {
    acknowledged: new Map(kinds.map((kind) => [kind.name, []])),
    refusedByStatus: new Map(),
    unanswered: 0,
  };
  let acknowledged = 0;
  let answered = 0;
  const waiting: { reached(): boolean; resolve(): void }[] = [];
  const wakeWaiting = () => {
    for (const waiter of waiting.filter((candidate) => candidate.reached())) waiter.resolve();
  };
  const longest = Math.max(...kinds.map((kind) => kind.count));
  const requests: Promise<void>[] = [];
  for (let index = 0; index < longest; index++) {
    for (const kind of kinds.filter((candidate) => index < candidate.count)) {
      const sent = kind.send(index).then(
        (reply) => {
          answered += 1;
          if (reply.status >= 200 && reply.status < 300) {
            outcome.acknowledged.get(kind.name)?.push(kind.fingerprint(reply.body));
            acknowledged += 1;
            wakeWaiting();
          } else {
            outcome.refusedByStatus.set(reply.status, (outcome.refusedByStatus.get(reply.status) ?? 0) + 1);
          }
        },
        () => {
          outcome.unanswered += 1;
        },
      );
      requests.push(sent);
    }
  }
  const settled = Promise.all(requests).then(() => outcome);
  return {
    untilAcknowledged(count, eachKind) {
      const reached = () =>
        acknowledged >= count &&
        [...outcome.acknowledged.values()].every((fingerprints) => fingerprints.length >= eachKind);
      const waited = new Promise<void>((resolve) => {
        waiting.push({ reached, resolve });
        wakeWaiting();
      });
      return Promise.race([waited, settled.then(() => undefined)]);
    },
    answeredSoFar: () => answered,
    settled,
  };
}

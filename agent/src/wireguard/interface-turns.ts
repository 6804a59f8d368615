/** Per interface, the last change queued: each waits for the one before it. */
const queues = new Map<string, Promise<void>>();

/**
 * Runs `task` once every change to the interface `name` queued before it has settled: nothing
 * creates, configures or removes the interface while its listen port is lent out, nor the other way
 * round (a STUN socket on the port would make `wg` fail with "Address already in use").
 */
export function inTurn<T>(name: string, task: () => Promise<T>): Promise<T> {
  const turn = (queues.get(name) ?? Promise.resolve()).then(task);
  const settled = turn.then(
    () => undefined,
    () => undefined,
  );
  queues.set(name, settled);
  void settled.then(() => {
    if (queues.get(name) === settled) queues.delete(name);
  });
  return turn;
}

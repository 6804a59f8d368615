import { run } from '../system/run';
import { interfaceExists } from './interface-link';
import { inTurn } from './interface-turns';

/**
 * Runs `task` while the interface's UDP port is free for it: an interface that exists is moved to
 * a port the system picks, then back to `port` once `task` settles (peers see a pause of about
 * that long). With no interface there is nothing to move. Changes to the interface wait meanwhile
 * (`inTurn`), so none of them binds the port while `task` holds it.
 */
export function withListenPortFree<T>(name: string, port: number, task: () => Promise<T>): Promise<T> {
  return inTurn(name, async () => {
    if (!(await interfaceExists(name))) return task();
    await run('wg', ['set', name, 'listen-port', '0']);
    try {
      return await task();
    } finally {
      await run('wg', ['set', name, 'listen-port', String(port)]);
    }
  });
}

import { run } from '../system/run';
import { inTurn } from './interface-turns';
import { releaseGatewayRules } from './internet-gateway';
import { isMissing } from './ip-json';

/**
 * Deletes the interface with its routes (wireguard-go exits when its device goes) and the internet gateway's policy
 * rules when nothing else uses them; nothing happens when it is already gone.
 */
export function removeInterface(name: string): Promise<void> {
  return inTurn(name, async () => {
    try {
      await run('ip', ['link', 'del', 'dev', name]);
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
    await releaseGatewayRules();
  });
}

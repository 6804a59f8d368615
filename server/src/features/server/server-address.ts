import { checkServerAddress, type ServerAddress } from '@netloom/contract';
import type { Config } from '../../config';
import { ApiError } from '../../api-error';
import type { PeerPublisher } from '../../mesh/peer-publisher';
import type { Database } from '../../store/schema';
import { insertSettingIfAbsent, readSetting, writeSetting } from '../../store/settings-repository';
import { inTransaction } from '../../store/transactions';
import { hostBrokerUrl } from '../hosts/host-server-config';

const ADDRESS_KEY = 'server_address';
const NAME_KEY = 'server_name';

/**
 * At start: the server's name as the first start saved it (saving it on the first), and the address
 * saved in the server settings unless NETLOOM_API_HOST sets it; again when another server saved an address.
 */
export async function loadServerAddress(db: Database, config: Config): Promise<void> {
  await insertSettingIfAbsent(db, NAME_KEY, config.serverName);
  config.serverName = (await readSetting(db, NAME_KEY)) ?? config.serverName;
  if (config.apiHostSource === 'environment') return;
  const saved = await readSetting(db, ADDRESS_KEY);
  if (saved !== undefined) Object.assign(config, { apiHost: saved, apiHostSource: 'settings' });
}

export function serverAddress(config: Config): ServerAddress {
  return { address: config.apiHost, source: config.apiHostSource, broker: hostBrokerUrl(config) };
}

/**
 * Saves the address hosts reach the server at and uses it from now on: in enrollment tokens, join
 * commands, and every host's next update, which tells the agents already joined where the API and
 * the broker are now (over the broker, or their next pull).
 */
export async function changeServerAddress(
  db: Database,
  config: Config,
  changed: { mesh: PeerPublisher; serverAddressChanged(): void },
  text: string,
): Promise<ServerAddress> {
  if (config.apiHostSource === 'environment') {
    throw new ApiError(
      409,
      `NETLOOM_API_HOST sets this server's address to ${config.apiHost}: change it there and restart the server`,
    );
  }
  const checked = checkServerAddress(text);
  if (!checked.ok) throw new ApiError(400, checked.error);
  await inTransaction(db, (trx) => writeSetting(trx, ADDRESS_KEY, checked.address));
  Object.assign(config, { apiHost: checked.address, apiHostSource: 'settings' });
  changed.serverAddressChanged();
  changed.mesh.changed({ all: true });
  return serverAddress(config);
}

import type { Database } from '../../store/schema';
import { insertSettingIfAbsent, readSetting } from '../../store/settings-repository';
import { inTransaction } from '../../store/transactions';
import { randomBase32 } from '../../random-base32';

const JWT_SECRET_SETTING = 'jwt_secret';
const SECRET_LENGTH = 64;

/** The JWT signing secret: generated and stored on first start, the stored one afterwards. */
export async function loadJwtSecret(db: Database): Promise<string> {
  const existing = await readSetting(db, JWT_SECRET_SETTING);
  if (existing) return existing;
  await inTransaction(db, (trx) => insertSettingIfAbsent(trx, JWT_SECRET_SETTING, randomBase32(SECRET_LENGTH)));
  const stored = await readSetting(db, JWT_SECRET_SETTING);
  if (!stored) throw new Error('the JWT secret could not be stored in the database');
  return stored;
}

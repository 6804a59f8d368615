import { randomBytes } from 'node:crypto';
import type { Database } from '../../store/schema';
import { insertSettingIfAbsent, readSetting } from '../../store/settings-repository';
import { inTransaction } from '../../store/transactions';

const JWT_SECRET_SETTING = 'jwt_secret';
const SECRET_LENGTH = 64;
const BASE32_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function generateSecret(): string {
  return Array.from(randomBytes(SECRET_LENGTH), (byte) => BASE32_ALPHABET[byte % BASE32_ALPHABET.length]).join('');
}

/** The JWT signing secret: generated and stored on first start, the stored one afterwards. */
export async function loadJwtSecret(db: Database): Promise<string> {
  const existing = await readSetting(db, JWT_SECRET_SETTING);
  if (existing) return existing;
  await inTransaction(db, (trx) => insertSettingIfAbsent(trx, JWT_SECRET_SETTING, generateSecret()));
  const stored = await readSetting(db, JWT_SECRET_SETTING);
  if (!stored) throw new Error('the JWT secret could not be stored in the database');
  return stored;
}

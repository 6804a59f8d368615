import type { Database } from './schema';

export async function readSetting(db: Database, key: string): Promise<string | undefined> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value;
}

/** Stores the value unless the key already has one (a concurrent first start keeps the first). */
export async function insertSettingIfAbsent(db: Database, key: string, value: string): Promise<void> {
  await db
    .insertInto('settings')
    .values({ key, value })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute();
}

/** Stores the value, replacing the one the key had. */
export async function writeSetting(db: Database, key: string, value: string): Promise<void> {
  await db
    .insertInto('settings')
    .values({ key, value })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value }))
    .execute();
}

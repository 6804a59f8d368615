import type { Database, EnrollmentKeysTable } from './schema';

/** A stored key with the networks hosts join with it, sorted. */
export interface EnrollmentKeyRecord extends EnrollmentKeysTable {
  networks: string[];
}

export type EnrollmentKeyChanges = Partial<Pick<EnrollmentKeysTable, 'relay' | 'groups' | 'auto_assign_gw'>>;

async function withNetworks(db: Database, keys: EnrollmentKeysTable[]): Promise<EnrollmentKeyRecord[]> {
  if (keys.length === 0) return [];
  const rows = await db
    .selectFrom('enrollment_key_networks')
    .selectAll()
    .where(
      'key_value',
      'in',
      keys.map((key) => key.value),
    )
    .orderBy('network')
    .execute();
  const byKey = new Map<string, string[]>();
  for (const row of rows) byKey.set(row.key_value, [...(byKey.get(row.key_value) ?? []), row.network]);
  return keys.map((key) => ({ ...key, networks: byKey.get(key.value) ?? [] }));
}

export async function insertEnrollmentKey(db: Database, key: EnrollmentKeyRecord): Promise<void> {
  const { networks, ...row } = key;
  await db.insertInto('enrollment_keys').values(row).execute();
  if (networks.length > 0) {
    await db
      .insertInto('enrollment_key_networks')
      .values(networks.map((network) => ({ key_value: key.value, network })))
      .execute();
  }
}

/** Every key, oldest first. */
export async function listEnrollmentKeys(db: Database): Promise<EnrollmentKeyRecord[]> {
  const keys = await db.selectFrom('enrollment_keys').selectAll().orderBy('created_at').orderBy('value').execute();
  return withNetworks(db, keys);
}

export async function findEnrollmentKey(db: Database, value: string): Promise<EnrollmentKeyRecord | undefined> {
  const key = await db.selectFrom('enrollment_keys').selectAll().where('value', '=', value).executeTakeFirst();
  return key && (await withNetworks(db, [key]))[0];
}

export async function updateEnrollmentKey(db: Database, value: string, changes: EnrollmentKeyChanges): Promise<void> {
  await db.updateTable('enrollment_keys').set(changes).where('value', '=', value).execute();
}

export async function deleteEnrollmentKey(db: Database, value: string): Promise<void> {
  await db.deleteFrom('enrollment_keys').where('value', '=', value).execute();
}

/**
 * Takes one use of a key limited by uses, in one statement, so two registrations can't both take the
 * last use. False when none was left.
 */
export async function takeEnrollmentKeyUse(db: Database, value: string): Promise<boolean> {
  const result = await db
    .updateTable('enrollment_keys')
    .set((eb) => ({ uses_remaining: eb('uses_remaining', '-', 1) }))
    .where('value', '=', value)
    .where('uses_remaining', '>', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Removes the default key of a network; other keys just lose the network (the foreign key cascades). */
export async function deleteDefaultKeysOfNetwork(db: Database, netid: string): Promise<void> {
  await db
    .deleteFrom('enrollment_keys')
    .where('is_default', '=', 1)
    .where('value', 'in', (eb) =>
      eb.selectFrom('enrollment_key_networks').select('key_value').where('network', '=', netid),
    )
    .execute();
}

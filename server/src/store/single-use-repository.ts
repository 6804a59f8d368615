import type { Database, SingleUseTable } from './schema';

/**
 * Keeps a value for one take: first deletes the expired values of its kind, then, when the kind holds
 * `capacity` values already, those that expire first, so that callers cannot grow it past `capacity`
 * (but for values put at the same instant).
 */
export async function putSingleUse(db: Database, entry: SingleUseTable, capacity: number, now: string): Promise<void> {
  await db.deleteFrom('single_use').where('kind', '=', entry.kind).where('expires_at', '<=', now).execute();
  const { kept } = await db
    .selectFrom('single_use')
    .select((eb) => eb.fn.countAll().as('kept'))
    .where('kind', '=', entry.kind)
    .executeTakeFirstOrThrow();
  const excess = Number(kept) - capacity + 1;
  if (excess > 0) {
    const oldest = db
      .selectFrom('single_use')
      .select('key_hash')
      .where('kind', '=', entry.kind)
      .orderBy('expires_at')
      .limit(excess);
    await db.deleteFrom('single_use').where('kind', '=', entry.kind).where('key_hash', 'in', oldest).execute();
  }
  await db.insertInto('single_use').values(entry).execute();
}

/**
 * Takes a value out in one statement, so that of servers taking it at once only one gets it; a value
 * that expired is taken out too, and undefined returned.
 */
export async function takeSingleUse(
  db: Database,
  kind: string,
  keyHash: string,
  now: string,
): Promise<string | undefined> {
  const row = await db
    .deleteFrom('single_use')
    .where('kind', '=', kind)
    .where('key_hash', '=', keyHash)
    .returning(['value', 'expires_at'])
    .executeTakeFirst();
  return row && row.expires_at > now ? row.value : undefined;
}

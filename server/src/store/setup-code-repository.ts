import type { Database } from './schema';

export async function rememberSetupCode(db: Database, codeHash: string, printedAt: string): Promise<void> {
  await db.insertInto('setup_codes').values({ code_hash: codeHash, printed_at: printedAt }).execute();
}

export async function isPrintedSetupCode(db: Database, codeHash: string): Promise<boolean> {
  const row = await db
    .selectFrom('setup_codes')
    .select('code_hash')
    .where('code_hash', '=', codeHash)
    .executeTakeFirst();
  return row !== undefined;
}

/** Forgets every setup code: the first account exists. */
export async function forgetSetupCodes(db: Database): Promise<void> {
  await db.deleteFrom('setup_codes').execute();
}

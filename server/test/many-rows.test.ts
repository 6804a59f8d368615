import { describe, expect, it } from 'vitest';
import { selectMany } from '../src/store/many-rows';
import { backends } from './support/backends';
import { useServer } from './support/server';

const KEYS = ['many-rows-a', 'many-rows-b', 'many-rows-c'];

describe.each(backends)('selectMany on $name', (backend) => {
  const server = useServer(backend);

  it('returns the rows execute() returns, each completed from the blank row', async () => {
    const { db } = server().context;
    await db
      .insertInto('settings')
      .values(KEYS.map((key, index) => ({ key, value: `value ${index}` })))
      .execute();
    const query = db.selectFrom('settings').select(['key', 'value']).where('key', 'in', KEYS).orderBy('key');
    const rows = await selectMany(db, query, { key: '', value: '', extra: [] as string[] });
    expect(rows).toEqual((await query.execute()).map((row) => ({ ...row, extra: [] })));
    expect(rows.map((row) => row.value)).toEqual(['value 0', 'value 1', 'value 2']);
  });

  it('never reads what a transaction has not committed', async () => {
    const { db } = server().context;
    let inserted!: () => void;
    const insertedInTransaction = new Promise<void>((resolve) => (inserted = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const transaction = db.transaction().execute(async (trx) => {
      await trx.insertInto('settings').values({ key: 'many-rows-uncommitted', value: 'never committed' }).execute();
      inserted();
      await released;
      throw new Error('rolled back on purpose');
    });
    await insertedInTransaction;
    const reading = selectMany(db, db.selectFrom('settings').select('key').where('key', '=', 'many-rows-uncommitted'), {
      key: '',
    });
    release();
    await expect(transaction).rejects.toThrow('rolled back on purpose');
    expect(await reading).toEqual([]);
  });
});

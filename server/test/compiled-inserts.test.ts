import { describe, expect, it } from 'vitest';
import { insertRowsOfOneShape } from '../src/store/compiled-inserts';
import type { Database } from '../src/store/schema';
import { backends } from './support/backends';
import { useServer } from './support/server';

function settingsRows(prefix: string, count: number) {
  return Array.from({ length: count }, (_, index) => ({
    key: `${prefix}-${String(index).padStart(3, '0')}`,
    value: `v${index}`,
  }));
}

function insertSettings(db: Database, rows: { key: string; value: string }[]) {
  return insertRowsOfOneShape(db, 'settings', rows, (values) => db.insertInto('settings').values(values));
}

async function storedSettings(db: Database, prefix: string) {
  return db
    .selectFrom('settings')
    .select(['key', 'value'])
    .where('key', 'like', `${prefix}-%`)
    .orderBy('key')
    .execute();
}

describe.each(backends)('inserts kept compiled on $name', (backend) => {
  const server = useServer(backend);

  it('writes exactly the rows given, whatever their number, with the SQL of earlier inserts of as many', async () => {
    const { db } = server().context;
    for (const count of [0, 1, 3, 99, 300, 99, 300]) {
      const prefix = `kept-${count}-${Math.random().toString(36).slice(2)}`;
      const rows = settingsRows(prefix, count);
      await insertSettings(db, rows);
      expect(await storedSettings(db, prefix)).toEqual(rows);
    }
  });

  it('writes text as given, quotes, backslashes and all', async () => {
    const { db } = server().context;
    const rows = ['it\'s "quoted"', 'back\\slash and \\n', 'ünïcödé ✓', '{"json": [1, null]}', ''].map(
      (value, index) => ({
        key: `text-${index}`,
        value,
      }),
    );
    await insertSettings(db, rows);
    expect(await storedSettings(db, 'text')).toEqual(rows);
  });

  it('keeps a conflict clause: the second insert of the same rows updates them', async () => {
    const { db } = server().context;
    const upsert = (rows: { key: string; value: string }[]) =>
      insertRowsOfOneShape(db, 'settings upsert', rows, (values) =>
        db
          .insertInto('settings')
          .values(values)
          .onConflict((conflict) => conflict.column('key').doUpdateSet((eb) => ({ value: eb.ref('excluded.value') }))),
      );
    await upsert(settingsRows('upsert', 5));
    const changed = settingsRows('upsert', 5).map((row) => ({ ...row, value: `${row.value} again` }));
    await upsert(changed);
    expect(await storedSettings(db, 'upsert')).toEqual(changed);
  });

  it("refuses a query whose parameters are not the rows' values, writing nothing", async () => {
    const { db } = server().context;
    const rows = settingsRows('other-values', 2);
    await expect(
      insertRowsOfOneShape(db, 'settings changed', rows, (values) =>
        db.insertInto('settings').values(values.map((row) => ({ ...row, value: 'something else' }))),
      ),
    ).rejects.toThrow('the insert "settings changed" has parameters other than its rows\' values');
    expect(await storedSettings(db, 'other-values')).toEqual([]);
  });
});

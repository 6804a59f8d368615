import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { keepingStatements, STATEMENTS_KEPT } from '../src/store/kept-statements';
import { backends } from './support/backends';
import { useServer } from './support/server';

const sqlite = backends.filter((backend) => backend.name === 'sqlite');

describe('statements kept prepared', () => {
  it('hands out the same statement for the same SQL, and a fresh one while the kept one is still being read', () => {
    const database = new SqliteDatabase(':memory:');
    const kept = keepingStatements(database);
    database.exec('create table numbers (n integer); insert into numbers values (1), (2)');
    const text = 'select n from numbers order by n';
    expect(kept.prepare(text)).toBe(kept.prepare(text));
    const read: unknown[] = [];
    for (const row of kept.prepare(text).iterate([])) read.push([row, kept.prepare(text).all([])]);
    expect(read).toEqual([
      [{ n: 1 }, [{ n: 1 }, { n: 2 }]],
      [{ n: 2 }, [{ n: 1 }, { n: 2 }]],
    ]);
    kept.close();
  });

  it(`keeps at most ${STATEMENTS_KEPT} statements, dropping the least recently used`, () => {
    const database = new SqliteDatabase(':memory:');
    const kept = keepingStatements(database);
    const first = kept.prepare('select 0');
    const second = kept.prepare('select 1');
    for (let index = 2; index <= STATEMENTS_KEPT; index++) kept.prepare(`select ${index}`);
    expect(kept.prepare('select 1')).toBe(second);
    expect(kept.prepare('select 0')).not.toBe(first);
    kept.close();
  });
});

describe.each(sqlite)('statements kept prepared on $name', (backend) => {
  const server = useServer(backend);

  it('reads a table changed since its statement was kept as it is now', async () => {
    const { db } = server().context;
    await sql`create table kept_shape (id integer primary key)`.execute(db);
    await sql`insert into kept_shape (id) values (1)`.execute(db);
    const read = () => sql<Record<string, unknown>>`select * from kept_shape`.execute(db);
    expect((await read()).rows).toEqual([{ id: 1 }]);
    await sql`alter table kept_shape add column label text not null default 'new'`.execute(db);
    expect((await read()).rows).toEqual([{ id: 1, label: 'new' }]);
  });
});

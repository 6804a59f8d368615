import pg from 'pg';

/** Runs one statement (create or drop a database) through a PostgreSQL admin URL. */
export async function asAdmin(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

import type { Database, UserInvitesTable } from './schema';

export type InviteRecord = UserInvitesTable;

/** Stores an invitation; one per email, so inviting again replaces the older one and its code. */
export async function putInvite(db: Database, invite: InviteRecord): Promise<void> {
  await db.deleteFrom('user_invites').where('email', '=', invite.email).execute();
  await db.insertInto('user_invites').values(invite).execute();
}

export async function findInvite(db: Database, email: string): Promise<InviteRecord | undefined> {
  return db.selectFrom('user_invites').selectAll().where('email', '=', email).executeTakeFirst();
}

export async function listInvites(db: Database): Promise<InviteRecord[]> {
  return db.selectFrom('user_invites').selectAll().orderBy('created_at', 'desc').orderBy('email').execute();
}

/** Removes one invitation; true when there was one. */
export async function deleteInvite(db: Database, email: string): Promise<boolean> {
  const result = await db.deleteFrom('user_invites').where('email', '=', email).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function deleteAllInvites(db: Database): Promise<void> {
  await db.deleteFrom('user_invites').execute();
}

/** One replica as GET /api/v2/server/replicas lists it. */
export interface ListedReplica {
  id: string;
  url: string | null;
  started_at: string;
  last_seen: string;
  leader: boolean;
}

/** The leader in a listing, or none while no one leads; a listing naming two leaders fails the test. */
export function leaderIn(listed: ListedReplica[]): ListedReplica | undefined {
  const leaders = listed.filter((replica) => replica.leader);
  if (leaders.length > 1) throw new Error(`two replicas say they lead: ${JSON.stringify(listed)}`);
  return leaders[0];
}

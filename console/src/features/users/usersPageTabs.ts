/** The tabs of the Users page, in order; the open one is the `tab` of the address. */
export const USERS_PAGE_TABS = ['users', 'groups', 'roles', 'invites', 'pending', 'tokens'] as const;
export type UsersPageTab = (typeof USERS_PAGE_TABS)[number];

/** The tab a `tab` value names; the Users tab for none or an unknown one. */
export function usersPageTab(tab: string | null): UsersPageTab {
  return USERS_PAGE_TABS.find((known) => known === tab) ?? 'users';
}

/** The address of a tab: the Users tab has none; `invite` asks the Invites tab to open its invite dialog. */
export function usersPageSearch(tab: UsersPageTab, invite = false): URLSearchParams {
  const search = new URLSearchParams();
  if (tab !== 'users') search.set('tab', tab);
  if (invite) search.set('invite', '1');
  return search;
}

import { describe, expect, it } from 'vitest';
import { usersPageSearch, usersPageTab } from './usersPageTabs';

describe('usersPageTab', () => {
  it('reads the tab, the Users tab by default', () => {
    expect(usersPageTab('pending')).toBe('pending');
    expect(usersPageTab('tokens')).toBe('tokens');
    expect(usersPageTab(null)).toBe('users');
    expect(usersPageTab('nonsense')).toBe('users');
  });
});

describe('usersPageSearch', () => {
  it('writes the tab, and the invite request for the Invites tab', () => {
    expect(usersPageSearch('users').toString()).toBe('');
    expect(usersPageSearch('groups').toString()).toBe('tab=groups');
    expect(usersPageSearch('invites', true).toString()).toBe('tab=invites&invite=1');
  });
});

import { describe, expect, it } from 'vitest';
import { testGroup, testRole, testUser } from '../usersTestData';
import { searchUsers, userTimeText, userViews } from './userViews';

const views = userViews(
  [
    testUser('alice', { display_name: 'Alice Liddell', user_group_ids: { ops: {}, gone: {} } }),
    testUser('bob', { platform_role_id: 'auditor' }),
  ],
  [testRole('platform-user', 'Platform User'), testRole('auditor', 'Auditor')],
  [testGroup('ops', 'Operations')],
);

describe('userViews', () => {
  it('names roles and groups, falling back to the id of what the lists lack', () => {
    expect(views[0].roleName).toBe('Platform User');
    expect(views[0].groups).toEqual([
      { id: 'gone', name: 'gone' },
      { id: 'ops', name: 'Operations' },
    ]);
  });
});

describe('searchUsers', () => {
  const names = (search: string) => searchUsers(views, search).map((view) => view.user.username);
  it('matches username, display name, role and group, ignoring case', () => {
    expect(names('')).toEqual(['alice', 'bob']);
    expect(names('BOB')).toEqual(['bob']);
    expect(names('liddell')).toEqual(['alice']);
    expect(names('auditor')).toEqual(['bob']);
    expect(names('operations')).toEqual(['alice']);
    expect(names('nobody')).toEqual([]);
  });
});

describe('userTimeText', () => {
  it('writes the long date format, and nothing for the zero time', () => {
    expect(userTimeText('0001-01-01T00:00:00Z')).toBe('');
    expect(userTimeText('')).toBe('');
    expect(userTimeText(new Date(2025, 10, 21, 9, 5).toISOString())).toBe('21st November 2025 @ 09:05');
  });
});

import type { AuditEvent } from '@netloom/contract';
import { describe, expect, it } from 'vitest';
import { auditExportFileName, auditObjectPath, formatAuditTime } from './auditViews';

const event = (changes: Partial<AuditEvent>): AuditEvent => ({
  id: '1',
  at: '2026-11-26T10:02:13Z',
  actor: 'greta',
  actor_kind: 'user',
  action: 'update',
  object_type: 'network',
  object_id: 'lab',
  network: 'lab',
  operation: 'PUT /api/networks/:netid',
  source_ip: '127.0.0.1',
  ...changes,
});

describe('the page of a changed object', () => {
  it('links networks and nodes for every reader', () => {
    for (const admin of [true, false]) {
      expect(auditObjectPath(event({}), admin)).toBe('/networks/lab/nodes');
      expect(auditObjectPath(event({ object_type: 'node', object_id: 'n 1' }), admin)).toBe(
        '/networks/lab/nodes/n%201',
      );
    }
  });

  it('links a gateway to its node, also once the role is deleted', () => {
    const gateway = event({ object_type: 'gateway', object_id: 'n1', action: 'delete' });
    expect(auditObjectPath(gateway, false)).toBe('/networks/lab/nodes/n1');
  });

  it('links hosts, groups and roles for admins only, whose pages they are', () => {
    const host = event({ object_type: 'host', object_id: 'h1', network: '' });
    expect(auditObjectPath(host, true)).toBe('/devices/h1');
    expect(auditObjectPath(host, false)).toBeNull();
    expect(auditObjectPath(event({ object_type: 'group', object_id: 'ops' }), true)).toBe('/users/group/ops');
    expect(auditObjectPath(event({ object_type: 'role', object_id: 'auditor' }), true)).toBe(
      '/users/platform-role/auditor',
    );
    expect(auditObjectPath(event({ object_type: 'role', object_id: 'lab-viewer' }), true)).toBe(
      '/users/network-role/lab-viewer',
    );
    expect(auditObjectPath(event({ object_type: 'role', object_id: 'lab-viewer' }), false)).toBeNull();
  });

  it('links nothing the change deleted, nor objects without a page of their own', () => {
    expect(auditObjectPath(event({ action: 'delete' }), true)).toBeNull();
    expect(auditObjectPath(event({ object_type: 'node', network: '' }), true)).toBeNull();
    expect(auditObjectPath(event({ object_type: 'dns', object_id: 'db.lab' }), true)).toBeNull();
    expect(auditObjectPath(event({ object_type: 'settings', object_id: '' }), true)).toBeNull();
  });
});

describe('audit times', () => {
  it('shows the time to the second in the reader’s language', () => {
    const english = formatAuditTime('2026-11-26T10:02:13Z', 'en');
    expect(english).toMatch(/2026/);
    expect(english).toMatch(/:13/);
    expect(formatAuditTime('2026-11-26T10:02:13Z', 'de')).not.toBe(english);
    expect(formatAuditTime('not a time', 'en')).toBe('');
  });

  it('names an export after the local minute it was made', () => {
    expect(auditExportFileName(Date.now())).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}\.csv$/);
  });
});

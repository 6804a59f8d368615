import { describe, expect, it } from 'vitest';
import { auditFiltersOf, auditSearchOf, auditViewOf, isBackwards, isFiltered, NO_AUDIT_FILTERS } from './auditFilters';

const viewOf = (query: string) => auditViewOf(new URLSearchParams(query));
const NOW = Date.parse('2026-11-26T12:00:00Z');

describe('the audit filters in the address', () => {
  it('reads no filters from an empty address', () => {
    expect(viewOf('')).toEqual(NO_AUDIT_FILTERS);
    expect(isFiltered(NO_AUDIT_FILTERS)).toBe(false);
  });

  it('reads every filter under the name the API gives it', () => {
    expect(viewOf('search=lab&actor=greta&action=delete&object_type=enrollment-key&network=lab&period=7d')).toEqual({
      ...NO_AUDIT_FILTERS,
      search: 'lab',
      actor: 'greta',
      action: 'delete',
      objectType: 'enrollment-key',
      network: 'lab',
      period: '7d',
    });
  });

  it('ignores unknown actions, object types and periods, and cuts texts to what the server takes', () => {
    const view = viewOf(`action=rename&object_type=planet&period=1y&search=${'x'.repeat(300)}`);
    expect(view.action).toBeNull();
    expect(view.objectType).toBeNull();
    expect(view.period).toBe('all');
    expect(view.search).toHaveLength(200);
  });

  it('takes a from or to as a custom period, in the RFC 3339 form, and drops what is no date', () => {
    expect(viewOf('from=2026-11-01T08:00:00%2B01:00')).toMatchObject({
      period: 'custom',
      from: '2026-11-01T07:00:00.000Z',
      to: '',
    });
    expect(viewOf('period=custom&to=yesterday')).toMatchObject({ period: 'custom', from: '', to: '' });
    expect(viewOf('period=24h&from=2026-11-01T08:00:00Z')).toMatchObject({ period: '24h', from: '' });
  });

  it('writes only the filters that are set, and reads back what it wrote', () => {
    expect(auditSearchOf(NO_AUDIT_FILTERS).toString()).toBe('');
    const view = {
      ...NO_AUDIT_FILTERS,
      search: 'a b',
      action: 'create' as const,
      period: 'custom' as const,
      from: '2026-11-01T07:00:00.000Z',
    };
    const search = auditSearchOf(view);
    expect(search.toString()).toBe('search=a+b&action=create&period=custom&from=2026-11-01T07%3A00%3A00.000Z');
    expect(auditViewOf(search)).toEqual(view);
    expect(isFiltered(view)).toBe(true);
  });
});

describe('the audit filters the server takes', () => {
  it('sends only what is set, the texts trimmed', () => {
    expect(auditFiltersOf(NO_AUDIT_FILTERS, NOW)).toEqual({ search: '' });
    expect(
      auditFiltersOf(
        { ...NO_AUDIT_FILTERS, search: ' lab ', actor: ' greta ', objectType: 'node', network: 'lab' },
        NOW,
      ),
    ).toEqual({ search: 'lab', actor: 'greta', object_type: 'node', network: 'lab' });
  });

  it('starts a preset period its length before now', () => {
    expect(auditFiltersOf({ ...NO_AUDIT_FILTERS, period: '1h' }, NOW)).toEqual({
      search: '',
      from: '2026-11-26T11:00:00.000Z',
    });
    expect(auditFiltersOf({ ...NO_AUDIT_FILTERS, period: '30d' }, NOW).from).toBe('2026-10-27T12:00:00.000Z');
  });

  it('sends the bounds of a custom period as picked, either one open', () => {
    const custom = { ...NO_AUDIT_FILTERS, period: 'custom' as const, to: '2026-11-02T00:00:00.000Z' };
    expect(auditFiltersOf(custom, NOW)).toEqual({ search: '', to: '2026-11-02T00:00:00.000Z' });
  });

  it('knows a custom period that ends before it starts', () => {
    const custom = { ...NO_AUDIT_FILTERS, period: 'custom' as const, from: '2026-11-02T00:00:00.000Z' };
    expect(isBackwards({ ...custom, to: '2026-11-01T00:00:00.000Z' })).toBe(true);
    expect(isBackwards({ ...custom, to: '2026-11-02T00:00:00.000Z' })).toBe(true);
    expect(isBackwards({ ...custom, to: '2026-11-03T00:00:00.000Z' })).toBe(false);
    expect(isBackwards(custom)).toBe(false);
  });
});

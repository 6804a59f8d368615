import {
  AUDIT_ACTIONS,
  AUDIT_OBJECT_TYPES,
  ROWS_SEARCH_MAX_LENGTH,
  type AuditAction,
  type AuditFilters,
  type AuditObjectType,
} from '@netloom/contract';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The periods that end now, by their length. */
const PERIOD_LENGTHS_MS = { '1h': HOUR_MS, '24h': DAY_MS, '7d': 7 * DAY_MS, '30d': 30 * DAY_MS } as const;

/** The periods the audit log can be narrowed to, in the order the period filter lists them. */
export const AUDIT_PERIODS = ['all', '1h', '24h', '7d', '30d', 'custom'] as const;
export type AuditPeriod = (typeof AUDIT_PERIODS)[number];

/** The longest actor and network the server takes in a filter. */
export const AUDIT_ACTOR_MAX_LENGTH = 256;
export const AUDIT_NETWORK_MAX_LENGTH = 64;

/** The Audit page's filters as its address holds them, so that a filtered view can be shared or bookmarked. */
export interface AuditView {
  search: string;
  actor: string;
  action: AuditAction | null;
  objectType: AuditObjectType | null;
  /** A network id; '' for any network. */
  network: string;
  period: AuditPeriod;
  /** The bounds of a custom period as RFC 3339 instants (`from` inclusive, `to` exclusive); '' for open. */
  from: string;
  to: string;
}

/** The audit log unfiltered. */
export const NO_AUDIT_FILTERS: AuditView = {
  search: '',
  actor: '',
  action: null,
  objectType: null,
  network: '',
  period: 'all',
  from: '',
  to: '',
};

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  values.find((known) => known === value) ?? null;

/** An instant in the RFC 3339 form the server takes; '' for none or for text that is no date. */
export function instantText(text: string | null): string {
  const ms = text ? Date.parse(text) : NaN;
  return Number.isNaN(ms) ? '' : new Date(ms).toISOString();
}

/**
 * The filters an address names: unknown actions, object types and periods are ignored, texts cut to
 * what the server takes; a `from` or `to` without a period makes it a custom one, and only a custom one has them.
 */
export function auditViewOf(params: URLSearchParams): AuditView {
  const from = instantText(params.get('from'));
  const to = instantText(params.get('to'));
  const period = oneOf(AUDIT_PERIODS, params.get('period')) ?? (from || to ? 'custom' : 'all');
  const custom = period === 'custom';
  return {
    search: (params.get('search') ?? '').slice(0, ROWS_SEARCH_MAX_LENGTH),
    actor: (params.get('actor') ?? '').slice(0, AUDIT_ACTOR_MAX_LENGTH),
    action: oneOf(AUDIT_ACTIONS, params.get('action')),
    objectType: oneOf(AUDIT_OBJECT_TYPES, params.get('object_type')),
    network: (params.get('network') ?? '').slice(0, AUDIT_NETWORK_MAX_LENGTH),
    period,
    from: custom ? from : '',
    to: custom ? to : '',
  };
}

/** The address of a filtered view: only the filters that are set, under the names the API gives them. */
export function auditSearchOf(view: AuditView): URLSearchParams {
  const custom = view.period === 'custom';
  const entries: [string, string | null][] = [
    ['search', view.search],
    ['actor', view.actor],
    ['action', view.action],
    ['object_type', view.objectType],
    ['network', view.network],
    ['period', view.period === 'all' ? null : view.period],
    ['from', custom ? view.from : null],
    ['to', custom ? view.to : null],
  ];
  return new URLSearchParams(entries.filter((entry): entry is [string, string] => Boolean(entry[1])));
}

/** Whether any filter narrows the log. */
export function isFiltered(view: AuditView): boolean {
  return auditSearchOf(view).toString() !== '';
}

/** A custom period that ends before it starts, which nothing can match. */
export function isBackwards({ period, from, to }: AuditView): boolean {
  return period === 'custom' && from !== '' && to !== '' && Date.parse(to) <= Date.parse(from);
}

/** The filters as the server takes them; a preset period ends at `now` (milliseconds). */
export function auditFiltersOf(view: AuditView, now: number): AuditFilters {
  const filters: AuditFilters = { search: view.search.trim() };
  const actor = view.actor.trim();
  if (actor) filters.actor = actor;
  if (view.action) filters.action = view.action;
  if (view.objectType) filters.object_type = view.objectType;
  if (view.network) filters.network = view.network;
  if (view.period === 'custom') {
    if (view.from) filters.from = view.from;
    if (view.to) filters.to = view.to;
  } else if (view.period !== 'all') {
    filters.from = new Date(now - PERIOD_LENGTHS_MS[view.period]).toISOString();
  }
  return filters;
}

import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { auditFiltersOf, auditSearchOf, auditViewOf, NO_AUDIT_FILTERS, type AuditView } from './auditFilters';

/** Typing pauses this long before the server is asked again. */
const SEARCH_DELAY_MS = 100;

/**
 * The Audit page's filters, kept in the address: `view` as the toolbar shows it, `filters` as the
 * server takes them (the texts once typing pauses). A preset period ends when it was picked, or when
 * the page opened.
 */
export function useAuditFilters() {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => auditViewOf(params), [params]);
  const [periodEnd, setPeriodEnd] = useState(Date.now);
  const [search] = useDebouncedValue(view.search, SEARCH_DELAY_MS);
  const [actor] = useDebouncedValue(view.actor, SEARCH_DELAY_MS);
  const filters = useMemo(
    () => auditFiltersOf({ ...view, search, actor }, periodEnd),
    [view, search, actor, periodEnd],
  );

  const change = (next: AuditView) => {
    if (next.period !== view.period) setPeriodEnd(Date.now());
    setParams(auditSearchOf(next), { replace: true });
  };
  return { view, filters, change, clear: () => change(NO_AUDIT_FILTERS) };
}

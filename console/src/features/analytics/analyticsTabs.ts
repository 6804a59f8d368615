/** The tabs of a network's Analytics page, each named by the location hash (`#graph` shows the graph). */
export const ANALYTICS_TABS = ['metrics', 'info', 'graph'] as const;
export type AnalyticsTab = (typeof ANALYTICS_TABS)[number];

/** The tab a location hash opens; Metrics when the hash names none. */
export function analyticsTabOf(hash: string): AnalyticsTab {
  const named = hash.replace(/^#/, '');
  return ANALYTICS_TABS.find((tab) => tab === named) ?? 'metrics';
}

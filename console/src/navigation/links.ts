/**
 * External addresses, from build settings. An unset setting takes its default;
 * one set to an empty value hides its link.
 */
export const EXTERNAL_LINKS = {
  /** Netloom speaks Netmaker's API and model, so Netmaker's documentation describes its concepts. */
  docs: import.meta.env.VITE_DOCS_URL ?? 'https://docs.netmaker.io',
  support: import.meta.env.VITE_SUPPORT_URL ?? '',
  helpCenter: import.meta.env.VITE_HELP_CENTER_URL ?? '',
  terms: import.meta.env.VITE_TERMS_URL ?? '',
  /** The hosted edition's account portal (Manage Account, Tenants). */
  account: import.meta.env.VITE_ACCOUNT_URL ?? '',
};

/** A page of the documentation; empty when the documentation link is switched off. */
export function docsUrl(path = ''): string {
  return EXTERNAL_LINKS.docs ? `${EXTERNAL_LINKS.docs.replace(/\/+$/, '')}${path}` : '';
}

export const UI_VERSION = __NETLOOM_UI_VERSION__;

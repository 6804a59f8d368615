/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Backend origin, e.g. `https://netloom.example.com`; empty means the console's own origin. */
  readonly VITE_BACKEND_URL?: string;
  /** Base address of the documentation the page headers link to. */
  readonly VITE_DOCS_URL?: string;
  /** Footer links; an empty value hides the link. */
  readonly VITE_SUPPORT_URL?: string;
  readonly VITE_HELP_CENTER_URL?: string;
  readonly VITE_TERMS_URL?: string;
  /** The hosted edition's account portal (Manage Account, Tenants). */
  readonly VITE_ACCOUNT_URL?: string;
  /** `true` builds the hosted (multi-tenant) console; anything else the self-hosted one. */
  readonly VITE_HOSTED?: string;
  /** JSON feed of releases (`{ "version" }` or GitHub-style `[{ "tag_name" }]`) for the update check. */
  readonly VITE_RELEASES_URL?: string;
  /** Client download address with `:version` and `:fileName`, e.g. `https://files.example/:version/:fileName`. */
  readonly VITE_CLIENT_DOWNLOAD_URL_TEMPLATE?: string;
  /** New-issue address of the issue tracker the crash screen files reports to. */
  readonly VITE_BUG_REPORT_URL?: string;
  /** Pro branding. */
  readonly VITE_PRODUCT_NAME?: string;
  readonly VITE_LOGO_URL?: string;
  readonly VITE_FAVICON_URL?: string;
  readonly VITE_PRIMARY_COLOR_DARK?: string;
  readonly VITE_PRIMARY_COLOR_LIGHT?: string;
  /** Optional third-party scripts: a chat widget for logged-in users, product analytics. */
  readonly VITE_CHAT_WIDGET_URL?: string;
  readonly VITE_ANALYTICS_URL?: string;
}

interface Window {
  /** Runtime backend origin; wins over VITE_BACKEND_URL. */
  NETLOOM_BACKEND_URL?: string;
  /** Translation keys that were looked up but exist in no bundled language. */
  netloomMissingTranslations?: Record<string, string[]>;
}

declare const __NETLOOM_UI_VERSION__: string;

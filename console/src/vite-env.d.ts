/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Backend origin, e.g. `https://netloom.example.com`; empty means the console's own origin. */
  readonly VITE_BACKEND_URL?: string;
  /** Base address of the documentation the page headers link to. */
  readonly VITE_DOCS_URL?: string;
}

interface Window {
  /** Runtime backend origin; wins over VITE_BACKEND_URL. */
  NETLOOM_BACKEND_URL?: string;
  /** Translation keys that were looked up but exist in no bundled language. */
  netloomMissingTranslations?: Record<string, string[]>;
}

declare const __NETLOOM_UI_VERSION__: string;

import { useEffect } from 'react';
import { useServerHealth } from './serverHealth';

/** Product name, logo, favicon and primary colours for the dark and light theme. */
export interface Branding {
  productName: string;
  logoUrl: string;
  faviconUrl: string;
  primaryColorDark: string;
  primaryColorLight: string;
}

export const DEFAULT_BRANDING: Branding = {
  productName: 'Netloom',
  logoUrl: '/logo.svg',
  faviconUrl: '/logo.svg',
  primaryColorDark: '#A298E7',
  primaryColorLight: '#513DD1',
};

const setting = (value: string | undefined) => value?.trim() || undefined;

/** The build's custom branding; every unset part keeps its default. */
const CUSTOM_BRANDING: Branding = {
  productName: setting(import.meta.env.VITE_PRODUCT_NAME) ?? DEFAULT_BRANDING.productName,
  logoUrl: setting(import.meta.env.VITE_LOGO_URL) ?? DEFAULT_BRANDING.logoUrl,
  faviconUrl:
    setting(import.meta.env.VITE_FAVICON_URL) ?? setting(import.meta.env.VITE_LOGO_URL) ?? DEFAULT_BRANDING.faviconUrl,
  primaryColorDark: setting(import.meta.env.VITE_PRIMARY_COLOR_DARK) ?? DEFAULT_BRANDING.primaryColorDark,
  primaryColorLight: setting(import.meta.env.VITE_PRIMARY_COLOR_LIGHT) ?? DEFAULT_BRANDING.primaryColorLight,
};

/** Custom branding is a Pro feature: a Community server shows the default branding. */
export function useBranding(): Branding {
  return useServerHealth().is_pro ? CUSTOM_BRANDING : DEFAULT_BRANDING;
}

/** Puts the product name and favicon on the browser tab. */
export function useDocumentBranding({ productName, faviconUrl }: Branding): void {
  useEffect(() => {
    document.title = productName;
    document.querySelector<HTMLLinkElement>('link[rel="icon"]')?.setAttribute('href', faviconUrl);
  }, [productName, faviconUrl]);
}

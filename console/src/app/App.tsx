import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { queryClient } from '../api/queryClient';
import { AppNotifications } from './AppNotifications';
import { useBranding, useDocumentBranding } from '../server-status/branding';
import { router } from './router';
import { colorSchemeManager, createNetloomTheme, cssVariablesResolver } from './theme';

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <BrandedTheme>
        <AppNotifications />
        <RouterProvider router={router} />
      </BrandedTheme>
    </QueryClientProvider>
  );
}

/** The theme in the branding in force; reading it starts the server status poll. */
function BrandedTheme({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const branding = useBranding();
  const { primaryColorDark, primaryColorLight } = branding;
  const closeLabel = t('common.close');
  const theme = useMemo(
    () => createNetloomTheme(primaryColorDark, primaryColorLight, closeLabel),
    [primaryColorDark, primaryColorLight, closeLabel],
  );
  useDocumentBranding(branding);
  return (
    <MantineProvider
      theme={theme}
      colorSchemeManager={colorSchemeManager}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="dark"
    >
      {children}
    </MantineProvider>
  );
}

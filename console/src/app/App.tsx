import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { RouterProvider } from 'react-router';
import { queryClient } from '../api/queryClient';
import { AppNotifications } from './AppNotifications';
import { useBranding, useDocumentBranding } from './branding';
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

/** The theme in the branding in force; reading it starts the server status poll (spec section 4). */
function BrandedTheme({ children }: { children: ReactNode }) {
  const branding = useBranding();
  const { primaryColorDark, primaryColorLight } = branding;
  const theme = useMemo(
    () => createNetloomTheme(primaryColorDark, primaryColorLight),
    [primaryColorDark, primaryColorLight],
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

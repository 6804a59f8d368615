import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadChosenLanguage } from './i18n';
import { App } from './app/App';
import { dismissSplash } from './app/splash';
import { loadHostedUser } from './features/auth/hostedStartup';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

/**
 * The hosted build fetches the launched session's user, and a chosen language other than English loads its
 * texts, before the first render; the splash covers the wait. Texts that fail to load leave English.
 */
void Promise.all([loadHostedUser(), loadChosenLanguage().catch(() => undefined)]).then(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  dismissSplash();
});

import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './i18n';
import { App } from './app/App';
import { dismissSplash } from './app/splash';
import { loadHostedUser } from './features/auth/hostedStartup';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

/** The hosted build fetches the launched session's user before the first render; the splash covers the wait. */
void loadHostedUser().then(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  dismissSplash();
});

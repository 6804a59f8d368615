import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { IS_HOSTED } from '../session/hostedMode';
import { isLoggedIn, useSession } from '../session/session';

/** Optional third-party scripts; nothing is loaded from outside unless configured. */
const CHAT_WIDGET_URL = import.meta.env.VITE_CHAT_WIDGET_URL?.trim() ?? '';
const ANALYTICS_URL = import.meta.env.VITE_ANALYTICS_URL?.trim() ?? '';
/** The event a third-party script (product analytics, chat) sends on the window when it opens a survey in another tab. */
export const SURVEY_OPENED_EVENT = 'netloom:survey-opened';
/** The hosted build starts the messaging widget 2 s late. */
const HOSTED_CHAT_DELAY_MS = 2_000;

function loadScript(id: string, src: string): void {
  if (document.getElementById(id)) return;
  const script = document.createElement('script');
  script.id = id;
  script.src = src;
  script.async = true;
  document.head.append(script);
}

/**
 * Loads the product-analytics script, and the chat widget once someone is logged in, when configured.
 * A survey the analytics script opens in another tab is announced here, so the person knows where it went.
 */
export function useIntegrations(): void {
  const { t } = useTranslation();
  const loggedIn = isLoggedIn(useSession());
  useEffect(() => {
    if (ANALYTICS_URL) loadScript('netloom-analytics', ANALYTICS_URL);
  }, []);
  useEffect(() => {
    const announce = () => notifications.show({ message: t('info.surveyOpened') });
    window.addEventListener(SURVEY_OPENED_EVENT, announce);
    return () => window.removeEventListener(SURVEY_OPENED_EVENT, announce);
  }, [t]);
  useEffect(() => {
    if (!CHAT_WIDGET_URL || !loggedIn) return;
    const timer = window.setTimeout(
      () => loadScript('netloom-chat-widget', CHAT_WIDGET_URL),
      IS_HOSTED ? HOSTED_CHAT_DELAY_MS : 0,
    );
    return () => window.clearTimeout(timer);
  }, [loggedIn]);
}

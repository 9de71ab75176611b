import type { ReactNode } from 'react';
import { NotificationStack } from 'shared/notifications/notification-stack';
import { ChatWidget } from '../features/chat-widget/chat-widget';
import { useShellText } from '../i18n/shell-text';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { MAIN_CONTENT_ID, useNewPageStart } from './use-new-page-start';
import './site-layout.css';

export function SiteLayout({ children }: { children: ReactNode }) {
  useNewPageStart();
  const t = useShellText();
  return (
    <>
      <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
        {t('Skip to main content')}
      </a>
      <SiteHeader />
      <main id={MAIN_CONTENT_ID} tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
      <NotificationStack />
      <ChatWidget />
    </>
  );
}

import type { ReactNode } from 'react';
import { NotificationStack } from 'shared/notifications/notification-stack';
import { ChatWidget } from '../features/chat-widget/chat-widget';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import './site-layout.css';

export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main-content">
        Skip to main content
      </a>
      <SiteHeader />
      <main id="main-content" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
      <NotificationStack />
      <ChatWidget />
    </>
  );
}

import { Component, createRef, type ReactNode, type RefObject } from 'react';
import { useShellText } from '../i18n/shell-text';

/** What failed, named in the message (a key of the shell's texts: shell/src/i18n/). */
export type WhatFailed = 'page' | 'user account section' | 'BDE section';

interface Props {
  what: WhatFailed;
  level: 1 | 2;
  onRetry: () => void;
  /** Told once per failure caught (a remote's boundary reports it: failure-beacon.ts). */
  onFailure?: () => void;
  children: ReactNode;
}
let instances = 0;

/** The federation runtime's refusal of a remote built against a newer `shared` than the shell's (webpack.common.js). */
const NEEDS_NEWER_SITE = /of shared singleton module .* does not satisfy the requirement/;

interface State {
  error: Error | null;
}

/** Catches a remote that failed to load or crashed, keeping the header, footer and other routes alive. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };
  private readonly heading = createRef<HTMLHeadingElement>();
  private readonly titleId = `remote-error-${(instances += 1)}`;

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error) {
    console.warn(`[shell] ${this.props.what} failed:`, error.message);
    this.props.onFailure?.();
  }

  override componentDidUpdate(_: Props, previous: State) {
    if (!previous.error && this.state.error) this.heading.current?.focus();
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <RemoteErrorMessage
        what={this.props.what}
        level={this.props.level}
        titleId={this.titleId}
        heading={this.heading}
        needsNewerSite={NEEDS_NEWER_SITE.test(this.state.error.message)}
        onRetry={this.props.onRetry}
      />
    );
  }
}

interface MessageProps {
  what: WhatFailed;
  level: 1 | 2;
  titleId: string;
  heading: RefObject<HTMLHeadingElement | null>;
  needsNewerSite: boolean;
  onRetry: () => void;
}

function RemoteErrorMessage({ what, level, titleId, heading, needsNewerSite, onRetry }: MessageProps) {
  const t = useShellText();
  const Heading = level === 1 ? 'h1' : 'h2';
  const values = { what: t(what) };
  return (
    <section className="remote-error container" aria-labelledby={titleId} role="alert">
      <Heading id={titleId} ref={heading} tabIndex={-1}>
        {t('This part of the site could not be loaded')}
      </Heading>
      <p>
        {needsNewerSite
          ? t(
              'The {{what}} needs a newer version of this site than this page has. Reload the page; if this stays, the site is being updated and will be back shortly.',
              values,
            )
          : t(
              'The {{what}} did not load. It may be a network problem or a short outage on our side.',
              values,
            )}{' '}
        {t('The rest of the site still works.')}
      </p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        {t('Retry')}
      </button>
    </section>
  );
}

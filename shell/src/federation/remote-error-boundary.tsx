import { Component, createRef, type ReactNode, type RefObject } from 'react';
import { useShellText } from '../i18n/shell-text';

/** What failed, as a key of the shell's texts (the name goes into the message). */
export type WhatFailed = 'what.page' | 'what.userPortal' | 'what.bdePortal';

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
        {t('remoteError.title')}
      </Heading>
      <p>
        {needsNewerSite ? t('remoteError.newer', values) : t('remoteError.failed', values)}{' '}
        {t('remoteError.rest')}
      </p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        {t('remoteError.retry')}
      </button>
    </section>
  );
}

import { Component, createRef, type ReactNode } from 'react';

interface Props {
  what: string;
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
    const Heading = this.props.level === 1 ? 'h1' : 'h2';
    return (
      <section className="remote-error container" aria-labelledby={this.titleId} role="alert">
        <Heading id={this.titleId} ref={this.heading} tabIndex={-1}>
          This part of the site could not be loaded
        </Heading>
        <p>
          {NEEDS_NEWER_SITE.test(this.state.error.message)
            ? `The ${this.props.what} needs a newer version of this site than this page has. Reload the page; if this stays, the site is being updated and will be back shortly.`
            : `The ${this.props.what} did not load. It may be a network problem or a short outage on our side.`}{' '}
          The rest of the site still works.
        </p>
        <button type="button" className="button button--primary" onClick={this.props.onRetry}>
          Retry
        </button>
      </section>
    );
  }
}

import { useEffect, useEffectEvent, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { ROUTES } from 'shared/contract/routes';
import { NewTabLink } from './new-tab-link';

interface TermsDialogProps {
  onAccept: () => void;
  onClose: () => void;
}

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The BDE terms in a modal; accepting them ticks the terms checkbox. Focus stays inside
 * while it is open, Escape closes it, and the caller puts focus back where it was.
 */
export function TermsDialog({ onAccept, onClose }: TermsDialogProps) {
  const titleId = useId();
  const bodyId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const close = useEffectEvent(onClose);

  useEffect(() => {
    dialog.current?.querySelector<HTMLElement>('h2')?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        event.preventDefault();
        close();
        return;
      }
      if (event.key !== 'Tab' || !dialog.current) return;
      const items = Array.from(dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE));
      if (items.length === 0) return;
      const first = items[0];
      const last = items[items.length - 1];
      const active = document.activeElement;
      const inside = dialog.current.contains(active);
      if (event.shiftKey && (active === first || !inside || active === dialog.current.querySelector('h2'))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !inside)) {
        event.preventDefault();
        first.focus();
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = overflow;
    };
  }, []);

  return createPortal(
    <div className="bde-modal" onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div
        ref={dialog}
        className="bde-modal__dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
      >
        <h2 id={titleId} tabIndex={-1}>
          BDE partner terms
        </h2>
        <div id={bodyId} className="bde-modal__body">
          <p>By registering as a Business Development Executive (BDE) you agree that:</p>
          <ol>
            <li>The details you give are true and your own, and you will keep them up to date.</li>
            <li>
              You represent the company honestly: you promise clients only the services, prices and dates the
              company has confirmed in writing.
            </li>
            <li>
              Your BDE code is yours. People you refer name it when they register, and become part of your
              downline.
            </li>
            <li>Client information you collect is used only to serve that client, and is never shared.</li>
            <li>
              Your user name and password are for you alone; tell us at once if someone else may know them.
            </li>
            <li>Either side may end the partnership by writing to the other.</li>
          </ol>
          <p>
            We keep your Aadhaar and PAN details to confirm who you are, stored encrypted and shown only
            masked. The full <NewTabLink to={ROUTES.terms.path}>terms of service</NewTabLink> and{' '}
            <NewTabLink to={ROUTES.privacy.path}>privacy policy</NewTabLink> apply as well.
          </p>
        </div>
        <div className="bde-modal__actions">
          <button type="button" className="button button--primary" onClick={onAccept}>
            Accept terms
          </button>
          <button type="button" className="button" onClick={onClose}>
            Close
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}

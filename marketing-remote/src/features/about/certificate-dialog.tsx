import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import type { Certificate } from './certificates';

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';

interface CertificateDialogProps {
  certificate: Certificate;
  onClose(): void;
}

/**
 * A modal with the large certificate. Focus moves to its Close button and stays inside it; Escape,
 * the Close button and a click outside close it. The opener puts focus back where it was.
 */
export function CertificateDialog({ certificate, onClose }: CertificateDialogProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const numberId = useId();

  useEffect(() => {
    closeRef.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = [...dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <div
      className="dialog-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        className="dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={numberId}
        onKeyDown={onKeyDown}
      >
        <div className="dialog__header">
          <h2 id={titleId} className="dialog__title">
            {certificate.title}
          </h2>
          <button ref={closeRef} type="button" className="button" onClick={onClose}>
            Close
          </button>
        </div>
        <img
          className="dialog__image"
          src={certificate.image}
          alt={`${certificate.title} certificate`}
          width={600}
          height={424}
        />
        <p id={numberId} className="dialog__caption">
          Issued by {certificate.issuer}. {certificate.numberLabel}: <strong>{certificate.number}</strong>
        </p>
      </div>
    </div>
  );
}

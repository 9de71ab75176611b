/**
 * An email's HTML as a mail program would show it, and its source as text. Never put into the page
 * itself: it is drawn in a frame with an empty `sandbox` (no script, form, pop-up, plug-in or
 * navigation of the back office, and an origin of its own, so nothing in it can reach the staff
 * session), from `srcdoc` (no address to fetch), under the page's own policy, which it inherits.
 */
export function EmailHtmlPart({ html, subject }: { html: string; subject: string }) {
  return (
    <>
      <iframe
        className="outbox-preview"
        title={`The HTML part of “${subject}”, as a mail program shows it`}
        sandbox=""
        srcDoc={html}
        referrerPolicy="no-referrer"
      />
      <details className="outbox-source">
        <summary>HTML source</summary>
        <pre className="outbox-pre">{html}</pre>
      </details>
    </>
  );
}

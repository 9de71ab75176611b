/** A part of a page whose data is still on its way. */
export function Loading({ what }: { what: string }) {
  return (
    <p className="staff-status" role="status">
      Loading {what}…
    </p>
  );
}

/** A part of a page whose data could not be loaded, with Retry. */
export function LoadFailure({ what, onRetry }: { what: string; onRetry: () => unknown }) {
  return (
    <div className="staff-status staff-status--error" role="alert">
      <p>Could not load {what}. Check your connection and try again.</p>
      <button type="button" className="staff-button" onClick={() => void onRetry()}>
        Retry
      </button>
    </div>
  );
}

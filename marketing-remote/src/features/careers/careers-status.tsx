/** While a careers page asks the API for its openings. */
export function CareersLoading() {
  return (
    <p role="status" className="careers-status">
      Loading the openings…
    </p>
  );
}

/** The openings could not be had: say so, and let the visitor ask again. */
export function CareersProblem({ onRetry, busy }: { onRetry: () => void; busy: boolean }) {
  return (
    <div role="alert" className="careers-status">
      <p>The openings could not be loaded. Check your connection and try again.</p>
      <button type="button" className="button" onClick={onRetry} disabled={busy}>
        Try again
      </button>
    </div>
  );
}

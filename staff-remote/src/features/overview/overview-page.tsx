/** /staff: the back office's overview. Coming soon: a placeholder until the screen is built. */
export function OverviewPage() {
  return (
    <section className="staff-page">
      <h1>Overview</h1>
      <p>Coming soon.</p>
    </section>
  );
}

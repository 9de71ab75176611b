/** /staff/leads: client-information leads. Coming soon: a placeholder until the screen is built. */
export function LeadsPage() {
  return (
    <section className="staff-page">
      <h1>Leads</h1>
      <p>Coming soon.</p>
    </section>
  );
}

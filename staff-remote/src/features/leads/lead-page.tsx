/** /staff/leads/:leadId: one lead and its notes. Coming soon: a placeholder until the screen is built. */
export function LeadPage() {
  return (
    <section className="staff-page">
      <h1>Lead</h1>
      <p>Coming soon.</p>
    </section>
  );
}

/** /staff/partners/:bdeCode: one BDE, documents, proposals and projects. Coming soon: a placeholder until the screen is built. */
export function PartnerPage() {
  return (
    <section className="staff-page">
      <h1>Partner</h1>
      <p>Coming soon.</p>
    </section>
  );
}

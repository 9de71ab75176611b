/** /staff/partners: the BDEs. Coming soon: a placeholder until the screen is built. */
export function PartnersPage() {
  return (
    <section className="staff-page">
      <h1>Partners</h1>
      <p>Coming soon.</p>
    </section>
  );
}

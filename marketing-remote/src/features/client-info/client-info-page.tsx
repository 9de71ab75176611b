export function ClientInfoPage() {
  return (
    <section className="container page-section">
      <h1>Client information</h1>
      <p className="lead">Tell us about your company and what you need.</p>
    </section>
  );
}

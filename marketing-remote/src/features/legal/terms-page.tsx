export function TermsPage() {
  return (
    <section className="container page-section">
      <h1>Terms of Service</h1>
      <p className="lead">The terms for using this website and its portals.</p>
    </section>
  );
}

export function ServicesPage() {
  return (
    <section className="container page-section">
      <h1>Our services</h1>
      <p className="lead">From websites to staffing: what we build and run for you.</p>
    </section>
  );
}

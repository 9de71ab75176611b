export function ContactPage() {
  return (
    <section className="container page-section">
      <h1>Contact us</h1>
      <p className="lead">We reply within 24 hours.</p>
    </section>
  );
}

export function AboutPage() {
  return (
    <section className="container page-section">
      <h1>About us</h1>
      <p className="lead">A Hyderabad team of engineers, designers and recruiters.</p>
    </section>
  );
}

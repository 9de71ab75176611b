export function HomePage() {
  return (
    <section className="container page-section">
      <h1>IT services and staffing, built in Hyderabad</h1>
      <p className="lead">Software, web, mobile and digital marketing for growing businesses.</p>
    </section>
  );
}

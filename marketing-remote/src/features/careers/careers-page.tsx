export function CareersPage() {
  return (
    <section className="container page-section">
      <h1>Careers</h1>
      <p className="lead">Join a team that ships.</p>
    </section>
  );
}

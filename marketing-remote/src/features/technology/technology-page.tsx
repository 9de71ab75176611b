export function TechnologyPage() {
  return (
    <section className="container page-section">
      <h1>Technology</h1>
      <p className="lead">The stacks our engineers work in every day.</p>
    </section>
  );
}

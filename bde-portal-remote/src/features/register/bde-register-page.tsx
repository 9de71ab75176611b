export function BdeRegisterPage() {
  return (
    <section className="container page-section">
      <h1>Register as a BDE</h1>
      <p className="lead">Become a Business Development Executive partner.</p>
    </section>
  );
}

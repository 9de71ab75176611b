export function PrivacyPage() {
  return (
    <section className="container page-section">
      <h1>Privacy Policy</h1>
      <p className="lead">Last updated December 2023.</p>
    </section>
  );
}

/** /staff/subscribers: newsletter subscribers. Coming soon: a placeholder until the screen is built. */
export function SubscribersPage() {
  return (
    <section className="staff-page">
      <h1>Subscribers</h1>
      <p>Coming soon.</p>
    </section>
  );
}

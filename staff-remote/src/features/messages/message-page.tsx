/** /staff/messages/:messageId: one message and its notes. Coming soon: a placeholder until the screen is built. */
export function MessagePage() {
  return (
    <section className="staff-page">
      <h1>Message</h1>
      <p>Coming soon.</p>
    </section>
  );
}

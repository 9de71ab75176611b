/** /staff/messages: the contact messages. Coming soon: a placeholder until the screen is built. */
export function MessagesPage() {
  return (
    <section className="staff-page">
      <h1>Messages</h1>
      <p>Coming soon.</p>
    </section>
  );
}

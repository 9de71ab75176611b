/** /staff/setup/:token: a new member sets a password and an authenticator. Coming soon: a placeholder until the screen is built. */
export function StaffSetupPage() {
  return (
    <section className="staff-page">
      <h1>Set up your account</h1>
      <p>Coming soon.</p>
    </section>
  );
}

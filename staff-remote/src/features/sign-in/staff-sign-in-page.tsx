/** /staff/login: staff sign-in. Coming soon: a placeholder until the screen is built. */
export function StaffSignInPage() {
  return (
    <section className="staff-page">
      <h1>Staff sign in</h1>
      <p>Coming soon.</p>
    </section>
  );
}

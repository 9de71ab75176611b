export function BdeSignIn() {
  return (
    <section aria-labelledby="bde-sign-in-title">
      <h2 id="bde-sign-in-title">BDE sign in</h2>
      <p>Business Development Executives sign in with their user name.</p>
    </section>
  );
}

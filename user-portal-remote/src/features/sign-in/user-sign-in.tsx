export function UserSignIn() {
  return (
    <section aria-labelledby="user-sign-in-title">
      <h2 id="user-sign-in-title">User sign in</h2>
      <p>Sign in with your email address and password.</p>
    </section>
  );
}

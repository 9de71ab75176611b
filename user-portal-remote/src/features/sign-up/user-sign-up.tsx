export function UserSignUp() {
  return (
    <section aria-labelledby="user-sign-up-title">
      <h2 id="user-sign-up-title">User sign up</h2>
      <p>Create an account with your name, email address and a password.</p>
    </section>
  );
}

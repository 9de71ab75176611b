import { BdeSignIn } from './bde-sign-in';

export function BdeSignInPage() {
  return (
    <div className="container page-section">
      <h1>BDE sign in</h1>
      <BdeSignIn />
    </div>
  );
}

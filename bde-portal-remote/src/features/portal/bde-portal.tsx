import { selectAuthUser } from 'shared/auth/auth-slice';
import { useAppSelector } from 'shared/store/hooks';

export function BdePortal() {
  const authUser = useAppSelector(selectAuthUser);
  return (
    <section className="container page-section">
      <h1>BDE portal</h1>
      <p>Welcome, {authUser?.name}.</p>
    </section>
  );
}

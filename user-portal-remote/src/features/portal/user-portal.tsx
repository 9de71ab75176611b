import { selectAuthUser } from 'shared/auth/auth-slice';
import { useAppSelector } from 'shared/store/hooks';

export function UserPortal() {
  const authUser = useAppSelector(selectAuthUser);
  return (
    <section className="container page-section">
      <h1>My dashboard</h1>
      <p>Signed in as {authUser?.name}.</p>
    </section>
  );
}

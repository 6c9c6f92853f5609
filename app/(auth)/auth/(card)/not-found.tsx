import { NotFoundView } from '../../../_shell/not-found-view';

/** notFound() under /auth renders here, inside the authentication card. */
export default function AuthNotFound() {
  return <NotFoundView compact />;
}

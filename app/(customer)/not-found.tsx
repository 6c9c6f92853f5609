import { NotFoundView } from '../_shell/not-found-view';

/** notFound() in a page of this area: the 404 inside the area layout already around it. */
export default function CustomerNotFound() {
  return <NotFoundView />;
}

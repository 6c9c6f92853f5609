import { CustomersPage } from '../customers-page';

/** The same page rendered for each request, as the app's pages are: the pages bench's reference (scripts/bench-pages.ts). */
export const dynamic = 'force-dynamic';

export default function DynamicPage() {
  return <CustomersPage />;
}

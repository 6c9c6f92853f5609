import { CustomersPage } from './customers-page';

export default function Page() {
  return <CustomersPage />;
}

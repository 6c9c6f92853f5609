import { fireEvent, screen } from '@testing-library/react';
import { accountKeys } from '@/lib/api-client/query-keys';
import { tenantAccessKeys } from '@/lib/api-client/tenant-access-keys';
import type { TenantUser } from '@/lib/schemas/tenant-users';
import { makeTestQueryClient, renderWithProviders } from '@/components/testing/render';
import { UserActions } from './user-actions';

const tenantId = 't1';
const user: TenantUser = {
  id: 'u2',
  name: 'Zeynep',
  surname: 'Kaya',
  email: 'satis@teknik.cari.demo',
  status: 'pending',
  roles: [],
  version: 1,
  createdAt: '',
  updatedAt: '',
};

function renderWith(codes: string[], props: Partial<Parameters<typeof UserActions>[0]> = {}) {
  const queryClient = makeTestQueryClient();
  queryClient.setQueryData(accountKeys.current(), {
    id: 'u1',
    name: 'M',
    surname: 'D',
    email: 'o@x.co',
    accountTypeId: 2,
    tenantId,
    language: 'tr',
  });
  queryClient.setQueryData(tenantAccessKeys.myPermissions(tenantId), { codes, isOwner: false });
  return renderWithProviders(<UserActions user={user} isSelf={false} onEditRoles={() => {}} {...props} />, {
    queryClient,
  });
}

describe('UserActions', () => {
  it('shows nothing to a user who may only view users', () => {
    renderWith(['users.view']);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows nothing on one’s own row without users.create', () => {
    renderWith(['users.view', 'users.update'], { isSelf: true });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers exactly the actions the permissions allow', async () => {
    renderWith(['users.view', 'users.update']);
    fireEvent.click(screen.getByRole('button', { name: 'Zeynep Kaya için işlemler' }));
    expect(await screen.findByText('Rolleri Düzenle')).toBeInTheDocument();
    expect(screen.getByText('Devre Dışı Bırak')).toBeInTheDocument();
    expect(screen.queryByText('Daveti Yeniden Gönder')).not.toBeInTheDocument();
  });

  it('offers resending to a user who may invite', async () => {
    renderWith(['users.view', 'users.create']);
    fireEvent.click(screen.getByRole('button', { name: 'Zeynep Kaya için işlemler' }));
    expect(await screen.findByText('Daveti Yeniden Gönder')).toBeInTheDocument();
    expect(screen.queryByText('Devre Dışı Bırak')).not.toBeInTheDocument();
  });
});

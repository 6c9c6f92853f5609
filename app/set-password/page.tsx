import { SetPasswordForm } from '@/components/auth/set-password-form';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const one = (value: string | string[] | undefined) => (typeof value === 'string' && value ? value : null);

export default async function SetPasswordPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  return <SetPasswordForm token={one(params.token)} userId={one(params.userId)} />;
}

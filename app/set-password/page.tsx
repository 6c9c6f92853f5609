import { SetPasswordForm } from '@/components/auth/set-password-form';
import { getDb } from '@/lib/server/database';
import { setPasswordLinkState, type SetPasswordLinkState } from '@/lib/server/services/auth/activation';
import { withPageMessages } from '@/lib/i18n/client-messages';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const one = (value: string | string[] | undefined) => (typeof value === 'string' && value ? value : null);

/**
 * The link is checked before the form is shown: a used or expired link says so and offers a new
 * one, instead of a form whose answer would only be 'invalid link' after the password was typed.
 */
async function SetPasswordPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const token = one(params.token);
  const userId = one(params.userId);
  let state: SetPasswordLinkState = 'invalid';
  if (token && userId) {
    try {
      state = await setPasswordLinkState(await getDb(), { token, userId });
    } catch (error) {
      // the form still works; its POST answers for the link
      console.error('set-password link check failed', error);
      state = 'valid';
    }
  }
  return <SetPasswordForm token={token} userId={userId} state={state} />;
}

export default withPageMessages('/set-password', SetPasswordPage);

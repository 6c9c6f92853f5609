import { eq } from 'drizzle-orm';
import { activationTokens, users } from '@/lib/server/db/schema';
import { hashOpaqueToken } from '@/lib/server/auth/tokens';
import { issueSetPasswordLink, setPasswordLinkState } from '@/lib/server/services/auth/activation';
import { request, startTestApp } from './harness';

let app: Awaited<ReturnType<typeof startTestApp>>;
let userId: string;
beforeAll(async () => {
  app = await startTestApp();
  const [davet] = await app.db.select().from(users).where(eq(users.email, 'davet@teknik.cari.demo'));
  userId = davet!.id;
});
afterAll(() => app.close());

const newLink = async () => {
  const { link } = await issueSetPasswordLink(app.db, { userId, purpose: 'activation' });
  return new URL(link).searchParams.get('token')!;
};

/** The /set-password page asks this before it shows the form (issue 19: a dead link said nothing). */
describe('setPasswordLinkState', () => {
  it('tells a valid link from an unknown token or another user', async () => {
    const token = await newLink();
    expect(await setPasswordLinkState(app.db, { token, userId })).toBe('valid');
    expect(await setPasswordLinkState(app.db, { token: 'not-a-token', userId })).toBe('invalid');
    expect(await setPasswordLinkState(app.db, { token, userId: '00000000-0000-4000-8000-000000000000' })).toBe(
      'invalid',
    );
  });

  it('says expired once the lifetime has passed', async () => {
    const token = await newLink();
    await app.db
      .update(activationTokens)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(activationTokens.tokenHash, hashOpaqueToken(token)));
    expect(await setPasswordLinkState(app.db, { token, userId })).toBe('expired');
  });

  it('says used after the password was set, and for a link a newer one replaced', async () => {
    const replaced = await newLink();
    const token = await newLink();
    expect(await setPasswordLinkState(app.db, { token: replaced, userId })).toBe('used');
    const set = await request('POST', '/api/common/Auth/set-password', {
      body: { token, userId, password: 'Yeni.12345', confirmPassword: 'Yeni.12345' },
    });
    expect(set.status).toBe(200);
    expect(await setPasswordLinkState(app.db, { token, userId })).toBe('used');
  });
});

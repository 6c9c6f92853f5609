import { api } from './client';
import { apiErrorOf, isHttpError } from './errors';

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let fetchMock: jest.SpyInstance;
beforeEach(() => {
  fetchMock = jest.spyOn(globalThis, 'fetch');
});
afterEach(() => jest.restoreAllMocks());

const sentRequest = () => fetchMock.mock.calls[0]![0] as Request;

describe('the API client, with ky loaded on the first request', () => {
  it('sends the request and reads its JSON', async () => {
    fetchMock.mockResolvedValue(answer(200, { data: { id: 1 } }));
    await expect(api.get('tenant/Customers', { searchParams: { page: 2 } }).json()).resolves.toEqual({
      data: { id: 1 },
    });
    expect(sentRequest().url).toMatch(/\/api\/tenant\/Customers\?page=2$/);
    expect(sentRequest().method).toBe('GET');
  });

  it('answers with the response when awaited, and sends a request nobody awaits', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    const response = await api.delete('tenant/Roles/1');
    expect(response.status).toBe(204);
    void api.post('common/Auth/logout', { json: {} });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect((fetchMock.mock.calls[1]![0] as Request).method).toBe('POST');
  });

  it("rejects an answer outside 2xx with ky's HTTPError, which the screens read", async () => {
    fetchMock.mockResolvedValue(answer(422, { error: { code: 'validation_failed', message: 'Geçersiz' } }));
    const error: unknown = await api
      .post('tenant/Customers', { json: {} })
      .json()
      .catch((e: unknown) => e);
    expect(isHttpError(error)).toBe(true);
    expect(apiErrorOf(error)).toEqual({ code: 'validation_failed', message: 'Geçersiz', status: 422 });
    expect(isHttpError(new Error('network'))).toBe(false);
  });
});

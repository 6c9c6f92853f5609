import type { KyInstance, Options, ResponsePromise } from 'ky';
import { resolveApiPrefix } from './headers';

function browserOrigin(): string | undefined {
  return typeof window === 'undefined' ? undefined : window.location.origin;
}

export const apiPrefix = resolveApiPrefix(process.env.NEXT_PUBLIC_API_BASE_URL, browserOrigin());

let instance: Promise<KyInstance> | undefined;
const loadHttp = () =>
  (instance ??= import('./http')
    .then((m) => m.createHttp(apiPrefix))
    .catch((error: unknown) => {
      instance = undefined; // a chunk that failed to load is tried again on the next request
      throw error;
    }));

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete' | 'head';

/** ky's answer (awaitable, with .json() and the like) for a request sent once ky has loaded. */
function send(method: Method, input: string, options?: Options): ResponsePromise {
  // Boxed: a ResponsePromise returned from .then() would be flattened into its Response.
  const started = loadHttp().then((http) => ({ answer: http[method](input, options) }));
  const response = started.then(({ answer }) => answer);
  response.catch(() => undefined); // reported to whoever awaits it or reads its body, not as unhandled
  const body =
    <K extends 'json' | 'text' | 'blob' | 'arrayBuffer' | 'formData' | 'bytes'>(kind: K) =>
    () =>
      started.then(({ answer }) => answer[kind]());
  return Object.assign(response, {
    json: body('json'),
    text: body('text'),
    blob: body('blob'),
    arrayBuffer: body('arrayBuffer'),
    formData: body('formData'),
    bytes: body('bytes'),
  }) as unknown as ResponsePromise;
}

/**
 * The one shared HTTP client of the web app. Paths are relative to `/api/`
 * (`api.get('common/Accounts/current')`). Errors are thrown to the caller; react-query does the
 * single retry, so ky itself does not retry. ky (about 7 kB gzip) loads with the first request: a
 * page's first data is rendered on the server, so no first load needs it (http.ts).
 */
export const api = Object.fromEntries(
  (['get', 'post', 'put', 'patch', 'delete', 'head'] as const).map((method) => [
    method,
    (input: string, options?: Options) => send(method, input, options),
  ]),
) as Record<Method, (input: string, options?: Options) => ResponsePromise>;

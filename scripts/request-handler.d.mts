import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';

export function requestHandler(options: {
  api: { fetch: (request: Request) => Response | Promise<Response> };
  pages: RequestListener;
  serveStatic?: (req: IncomingMessage, res: ServerResponse) => boolean;
  trustProxy: boolean;
  apiThroughNext?: boolean;
}): RequestListener;

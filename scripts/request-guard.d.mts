import type { IncomingMessage, ServerResponse } from 'node:http';

export function routerStateTreeValid(value: string | string[] | undefined): boolean;
export function refuseMalformedRequest(req: IncomingMessage, res: ServerResponse): boolean;

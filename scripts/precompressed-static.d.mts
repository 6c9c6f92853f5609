import type { IncomingMessage, ServerResponse } from 'node:http';

export function acceptsBrotli(header: string | string[] | undefined): boolean;
export function precompressedStatic(staticDir: string): (req: IncomingMessage, res: ServerResponse) => boolean;

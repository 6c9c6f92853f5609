import type { IncomingMessage, ServerResponse } from 'node:http';

export function compressedResponses(options?: {
  quality?: number;
}): (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

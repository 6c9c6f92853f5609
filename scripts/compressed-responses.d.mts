import type { IncomingMessage, ServerResponse } from 'node:http';

export function compressedResponses(): (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

import type { IncomingMessage } from 'node:http';

export function setClientAddress(req: IncomingMessage): void;

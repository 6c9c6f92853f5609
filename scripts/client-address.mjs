// The client address the API and the pages read from X-Forwarded-For. Without a trusted reverse proxy
// it is the socket's peer, whatever the client sent: a chosen address would dodge the sign-in limits
// and forge the audit log. Both views of the headers are set, as Next reads `headers` and Hono's Node
// adapter reads `rawHeaders` (the first X-Forwarded-For line, or all of them joined).
/** @param {import('node:http').IncomingMessage} req */
export function setClientAddress(req) {
  const address = req.socket.remoteAddress ?? 'unknown';
  req.headers['x-forwarded-for'] = address;
  const raw = [];
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    if (req.rawHeaders[i].toLowerCase() !== 'x-forwarded-for') raw.push(req.rawHeaders[i], req.rawHeaders[i + 1]);
  }
  raw.push('X-Forwarded-For', address);
  req.rawHeaders = raw;
}

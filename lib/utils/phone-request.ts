/**
 * Whether a page request most likely comes from a phone, so the server can render the shell's phone
 * layout (sidebar closed, compact header) and hydration has nothing to redraw. The client hint
 * Sec-CH-UA-Mobile (Chromium browsers send it on every request) decides when present; otherwise the
 * user agent. A wrong guess costs only what every page paid before: one re-render after hydration.
 */
export function isPhoneRequest(headers: { get(name: string): string | null }): boolean {
  const hint = headers.get('sec-ch-ua-mobile');
  if (hint === '?1') return true;
  if (hint === '?0') return false;
  return /iPhone|iPod|Android.*Mobile|Windows Phone|Mobile.*Firefox/i.test(headers.get('user-agent') ?? '');
}

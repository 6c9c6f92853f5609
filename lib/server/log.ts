import 'server-only';

/**
 * Server log lines: a fixed message followed by `key=value` pairs whose values are JSON-encoded, so
 * a value's line break, quote or control character shows escaped and can never end the line and
 * start one that looks like the server's own (a mail subject with "\r\nBcc: …", a pasted name).
 * JSON leaves U+2028, U+2029 and NEL as they are; some viewers break lines there, so they are
 * escaped too.
 */
export function logLine(message: string, values: Record<string, unknown> = {}): string {
  const pairs = Object.entries(values).map(([key, value]) => `${key}=${encode(value)}`);
  return [message, ...pairs].join(' ');
}

function encode(value: unknown): string {
  const json = JSON.stringify(value instanceof Error ? errorText(value) : (value ?? null)) ?? 'null';
  return json.replace(/[\u0085\u2028\u2029]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** An error as one value: its stack (which starts with its message) or its message. */
function errorText(error: Error): string {
  return error.stack ?? `${error.name}: ${error.message}`;
}

/** Writes one line through the console (stdout for info, stderr for warnings and errors). */
export const log = {
  info: (message: string, values?: Record<string, unknown>) => console.info(logLine(message, values)),
  warn: (message: string, values?: Record<string, unknown>) => console.warn(logLine(message, values)),
  error: (message: string, values?: Record<string, unknown>) => console.error(logLine(message, values)),
};

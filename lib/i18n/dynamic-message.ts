/** A translator of one namespace, as `useTranslations` / `getTranslations` return it. */
type Translator<Key extends string> = { (key: Key): string; has(key: Key): boolean };

/**
 * The text of a key known only at run time (a unit, status or action that came from the server), or
 * `fallback` (the raw value by default) when the namespace has no such key. The typed `t` accepts only
 * real keys; `t.has` is the run-time check that makes the key one.
 */
export function messageOr<Key extends string>(t: Translator<Key>, key: string, fallback: string = key): string {
  return t.has(key as Key) ? t(key as Key) : fallback;
}

import type { Locale as AppLocale } from './config';
import type messages from '@/messages/tr.json';

// Typed message keys: a key missing from the catalogue (tr.json, the complete language; the parity test keeps
// en.json in step) fails `npm run typecheck`, and locales are the two the interface has.
declare module 'next-intl' {
  interface AppConfig {
    Locale: AppLocale;
    Messages: typeof messages;
  }
}

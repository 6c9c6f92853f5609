import { config } from 'zod';

// zod probes for eval (new Function) to compile fast parsers; the page's Content-Security-Policy
// forbids eval, so the probe would be reported as a violation. Every parse in the browser loads zod
// through this module (answers through envelope.ts, form fields through zod-rules.ts): parse without it.
// Only `config` is imported: a module that hands the `z` namespace around keeps all of zod's locales.
config({ jitless: true });

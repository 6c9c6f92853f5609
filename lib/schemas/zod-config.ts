import { config } from 'zod';

// zod decides when it builds an object schema whether to compile a fast parser with eval (new
// Function), probing for eval first. The browser's Content-Security-Policy forbids eval, so the probe
// would be reported as a violation: in the browser, schemas are built without it. Every schema module
// imports this module first, so the setting is in place before its first schema is built, whichever
// module the browser loads first. The server keeps the compiled parsers.
if (typeof window !== 'undefined') config({ jitless: true });

import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import prettier from 'eslint-config-prettier/flat';

// Zones are resolved from the repository root, not from wherever eslint happens to be started.
const root = dirname(fileURLToPath(import.meta.url));

// Code that reaches the browser (or the edge): it must never pull in lib/server.
const clientCode = [
  'components',
  'lib/api-client',
  'lib/schemas',
  'lib/utils',
  'lib/i18n',
  'lib/modules',
  'lib/auth',
  'lib/config',
  'middleware.ts',
];

// The house rules of docs/adding-a-module.md as lint rules: each forbidden import names the app's own way.
const nextLink = { name: 'next/link', message: 'Links inside the app are NavLink (components/ui/nav-link.tsx).' };
const nextDynamic = {
  name: 'next/dynamic',
  message:
    'Load a component on first render with lazyComponent (components/ui/lazy.tsx); next/dynamic brings its runtime.',
};
const antdCard = {
  name: 'antd',
  importNames: ['Card'],
  message: "A box of content is Panel (components/ui/panel.tsx): antd's Card brings Tabs onto the page.",
};
const antdFeedback = {
  name: 'antd',
  importNames: ['App', 'message', 'notification'],
  message: 'Toasts, dialogs and notifications come from useFeedback() (components/ui/feedback.tsx).',
};
const kyValue = {
  name: 'ky',
  allowTypeImports: true,
  message:
    'Requests go through `api` (lib/api-client/client.ts), which loads ky with the first one; errors: isHttpError.',
};
const zodValue = {
  name: 'zod',
  allowTypeImports: true,
  message: 'Schemas live in lib/schemas; a component uses them and never defines its own.',
};
// A screen is on its page's first load; a schema module would bring zod with it (e2e/perf/first-visit.spec.ts).
const screenSchemas = {
  regex: '^@/lib/schemas/(?!values/)',
  allowTypeImports: true,
  message: 'A screen imports only types from a schema module; plain values come from lib/schemas/values.',
};
/** no-restricted-imports with these restrictions: ESLint keeps one option list per file (the last matching). */
const restrict = (...entries) => ({
  'no-restricted-imports': [
    'error',
    { paths: entries.filter((e) => e.name), patterns: entries.filter((e) => e.regex) },
  ],
});
const everywhere = [nextLink, nextDynamic, antdCard, antdFeedback, kyValue];
const inComponents = [...everywhere, zodValue];
const without = (entries, home) => entries.filter((e) => e !== home);

const config = [
  ...nextVitals,
  ...nextTs,
  prettier,
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      'next-env.d.ts',
      'lib/server/db/migrations/**',
      'test-results/**',
      'playwright-report/**',
      // Deliberately broken files the lint test feeds to ESLint.
      'tests/lint-fixtures/**',
    ],
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Imports go one way, app -> components -> lib (STYLE.md, Boundaries); the resolver
    // (eslint-import-resolver-typescript, registered by eslint-config-next) maps `@/*` through tsconfig,
    // so the alias and relative paths are caught alike.
    files: ['**/*.{ts,tsx,mts,cts,js,jsx,mjs}'],
    // Packages are never followed: no-cycle would otherwise parse all of node_modules.
    settings: { 'import/ignore': ['node_modules'] },
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            { target: 'lib', from: ['components', 'app'], message: 'lib/ never imports components/ or app/.' },
            { target: 'components', from: 'app', message: 'components/ never imports app/.' },
            { target: clientCode, from: 'lib/server', message: 'lib/server is server-only.' },
          ],
        },
      ],
      'import/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  { files: ['**/*.{ts,tsx,mts,cts,js,jsx,mjs}'], rules: restrict(...everywhere) },
  { files: ['components/**/*.{ts,tsx}', 'app/**/*.{ts,tsx}'], rules: restrict(...inComponents) },
  { files: ['components/**/*-screen.tsx'], rules: restrict(...inComponents, screenSchemas) },
  // The homes, each wrapping one forbidden import for everyone else; the backoffice settings screen is its
  // page's form, so zod loads there anyway (e2e/perf/first-visit.spec.ts allows it on that page).
  { files: ['lib/api-client/http.ts'], rules: restrict(...without(everywhere, kyValue)) },
  { files: ['components/ui/feedback-host.tsx'], rules: restrict(...without(inComponents, antdFeedback)) },
  { files: ['components/backoffice/settings-screen.tsx'], rules: restrict(...inComponents) },
  {
    // Modal's static dialogs render outside the app's theme and locale; useFeedback() holds antd's hook instead.
    files: ['**/*.{ts,tsx,mts,cts,js,jsx,mjs}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "MemberExpression[object.name='Modal'][property.name=/^(confirm|info|success|error|warning|warn)$/]",
          message: 'Confirmation dialogs come from useFeedback().modal (components/ui/feedback.tsx).',
        },
      ],
    },
  },
  {
    files: ['tests/**', 'jest/**', 'e2e/**', '**/*.test.ts', '**/*.test.tsx'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-require-imports': 'off' },
  },
];

export default config;

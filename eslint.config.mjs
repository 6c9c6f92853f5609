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
  {
    files: ['tests/**', 'jest/**', 'e2e/**', '**/*.test.ts', '**/*.test.tsx'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-require-imports': 'off' },
  },
];

export default config;

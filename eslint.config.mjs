import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import prettier from 'eslint-config-prettier/flat';

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
    ],
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // The browser must never pull in server code.
    files: ['components/**', 'lib/api-client/**', 'lib/schemas/**', 'lib/utils/**', 'lib/i18n/**', 'middleware.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@/lib/server/*', '**/lib/server/*'], message: 'lib/server is server-only' }] },
      ],
    },
  },
  {
    files: ['tests/**', 'jest/**', 'e2e/**', '**/*.test.ts', '**/*.test.tsx'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-require-imports': 'off' },
  },
];

export default config;

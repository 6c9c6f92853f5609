import { randomBytes } from 'node:crypto';
import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

// ESM-only packages jest must transform (STACK.md, G16).
const esmPackages = [
  'ky',
  'next-intl',
  'use-intl',
  'icu-minify',
  'intl-messageformat',
  '@formatjs',
  '@schummar',
  'jose',
  '@ant-design/colors',
];

async function project(config) {
  const resolved = await createJestConfig(config)();
  resolved.transformIgnorePatterns = [`/node_modules/(?!(${esmPackages.join('|')})/)`];
  return resolved;
}

// The API tests' template database of this run (tests/api/harness.ts): named here, before the workers
// start, so they share it; jest/teardown-api.mjs removes it.
process.env.CARI_TEST_TEMPLATE ??= `cari_test_template_${randomBytes(6).toString('hex')}`;

// JEST_PROJECT=unit|api picks one project, so `npm run test:api -- <path>` can still filter by path.
export default async function config() {
  const only = process.env.JEST_PROJECT;
  const projects = [
    await project({
      displayName: 'unit',
      testEnvironment: '<rootDir>/jest/jsdom-environment.mjs',
      setupFilesAfterEnv: ['<rootDir>/jest/setup-unit.ts'],
      testMatch: ['<rootDir>/{lib,components,app}/**/*.test.{ts,tsx}'],
      testPathIgnorePatterns: ['<rootDir>/lib/server/', '<rootDir>/e2e/', '<rootDir>/node_modules/'],
      // The app imports antd's ES locales (lighter in the browser); jest runs antd's CommonJS build.
      moduleNameMapper: { '^antd/es/locale/(.*)$': 'antd/locale/$1' },
    }),
    await project({
      displayName: 'api',
      testEnvironment: 'node',
      setupFilesAfterEnv: ['<rootDir>/jest/setup-api.ts'],
      globalTeardown: '<rootDir>/jest/teardown-api.mjs',
      testMatch: ['<rootDir>/tests/api/**/*.test.ts', '<rootDir>/lib/server/**/*.test.ts'],
      moduleNameMapper: { '^server-only$': '<rootDir>/jest/empty-module.js' },
    }),
  ];
  return { projects: only ? projects.filter((p) => p.displayName === only) : projects };
}

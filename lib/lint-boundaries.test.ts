/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

// The import-boundary rules of eslint.config.mjs (STYLE.md, Boundaries) and the house rules of
// docs/adding-a-module.md, run with the real config through ESLint's Node API (jest/lint-probe.mjs). Every
// specifier below names a file that exists, and import/no-restricted-paths only judges an import it could
// resolve: the `@/` cases failing proves that the resolver reads tsconfig's paths.
type Case = { filePath: string; code?: string };
type Result = { filePath: string; messages: { ruleId: string | null; message: string }[] };

const root = path.resolve(__dirname, '..');
const restricted = 'import/no-restricted-paths';
const house = 'no-restricted-imports';

/** `code` as a new file in `dir` (written for the moment of the lint, see jest/lint-probe.mjs) or an existing file. */
function probe(at: string, code: string, what: string): Case & { label: string } {
  const existing = path.extname(at) !== '';
  const filePath = existing ? at : `${at}/lint-probe-${process.pid}.tsx`;
  return { filePath, code, label: `${existing ? at : `a file in ${at}/`} ${what}` };
}

const importer = (at: string, specifier: string) =>
  probe(at, `import * as target from '${specifier}';\n\nexport default target;\n`, `importing ${specifier}`);
const named = (at: string, name: string, from: string) =>
  probe(at, `import { ${name} } from '${from}';\n\nexport default ${name};\n`, `importing ${name} from ${from}`);

const violations: (Case & { label: string; rule: string })[] = [
  { ...importer('lib/utils', '@/components/shell/areas'), rule: restricted },
  { ...importer('lib/utils', '../../components/shell/areas'), rule: restricted },
  { ...importer('lib/server', '@/app/layout'), rule: restricted },
  { ...importer('components/shell', '@/app/layout'), rule: restricted },
  { ...importer('components/shell', '@/lib/server/errors'), rule: restricted },
  { ...importer('components/shell', '../../lib/server/errors'), rule: restricted },
  { ...importer('lib/api-client', '../server/errors'), rule: restricted },
  { ...importer('middleware.ts', './lib/server/errors'), rule: restricted },
  { filePath: 'tests/lint-fixtures/cycle-a.ts', label: 'an import cycle (cycle-a.ts)', rule: 'import/no-cycle' },
  { filePath: 'tests/lint-fixtures/cycle-b.ts', label: 'an import cycle (cycle-b.ts)', rule: 'import/no-cycle' },
  // House rules: each names the app's own way (NavLink, lazyComponent, Panel, useFeedback, api, lib/schemas).
  { ...importer('components/shell', 'next/link'), rule: house },
  { ...importer('app', 'next/dynamic'), rule: house },
  { ...named('components/shell', 'Card', 'antd'), rule: house },
  { ...named('components/shell', 'App', 'antd'), rule: house },
  { ...named('components/shell', 'message', 'antd'), rule: house },
  { ...importer('lib/api-client', 'ky'), rule: house },
  { ...importer('components/shell', 'zod'), rule: house },
  { ...named('components/customers/customers-screen.tsx', 'customerSchema', '@/lib/schemas/customers'), rule: house },
  {
    ...probe(
      'components/shell',
      "import { Modal } from 'antd';\n\nexport const ask = () => Modal.confirm({ title: '?' });\n",
      "calling antd's static Modal.confirm",
    ),
    rule: 'no-restricted-syntax',
  },
];

// The allowed directions stay clean, so the rules fire on the boundary, not on every import.
const allowed = [
  importer('app', '@/components/shell/areas'),
  importer('app', '@/lib/server/errors'),
  importer('components/shell', '@/lib/schemas/common'),
  importer('lib/server/services', '../errors'),
  // The homes of the house rules' imports, and the type-only imports they allow.
  importer('lib/api-client/http.ts', 'ky'),
  named('components/ui/feedback-host.tsx', 'message', 'antd'),
  importer('lib/schemas', 'zod'),
  probe(
    'lib/api-client',
    "import type { KyInstance } from 'ky';\n\nexport type Http = KyInstance;\n",
    'importing a ky type',
  ),
  probe(
    'components/shell',
    "import type { z } from 'zod';\n\nexport type Schema = z.ZodType;\n",
    'importing a zod type',
  ),
  probe(
    'components/customers/customers-screen.tsx',
    "import type { Customer } from '@/lib/schemas/customers';\nimport { customerKinds } from '@/lib/schemas/values/customers';\n\nexport const kinds: readonly string[] = customerKinds;\nexport type Row = Customer;\n",
    'importing a schema type and a plain value',
  ),
];

let results: Result[];
beforeAll(() => {
  const cases: Case[] = [...violations, ...allowed].map(({ filePath, code }) => ({ filePath, code }));
  const output = execFileSync(process.execPath, [path.join(root, 'jest/lint-probe.mjs')], {
    cwd: root,
    input: JSON.stringify(cases),
    encoding: 'utf8',
  });
  results = JSON.parse(output) as Result[];
}, 120_000);

describe('import boundaries', () => {
  it.each(violations.map((v, index) => [v.label, v.rule, index] as const))('rejects %s (%s)', (_label, rule, index) => {
    expect(results[index]!.messages.map((m) => m.ruleId)).toContain(rule);
  });

  it.each(allowed.map((a, index) => [a.label, violations.length + index] as const))('accepts %s', (_label, index) => {
    expect(results[index]!.messages).toEqual([]);
  });
});

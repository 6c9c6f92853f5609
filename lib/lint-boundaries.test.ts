/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

// The import-boundary rules of eslint.config.mjs (STYLE.md, Boundaries), run with the real config through
// ESLint's Node API (jest/lint-probe.mjs). Every specifier below names a file that exists, and
// import/no-restricted-paths only judges an import it could resolve: the `@/` cases failing proves that the
// resolver reads tsconfig's paths.
type Case = { filePath: string; code?: string };
type Result = { filePath: string; messages: { ruleId: string | null; message: string }[] };

const root = path.resolve(__dirname, '..');
const restricted = 'import/no-restricted-paths';

/** A new file in `dir` (written for the moment of the lint, see jest/lint-probe.mjs) or an existing file. */
function importer(at: string, specifier: string): Case & { label: string } {
  const existing = path.extname(at) !== '';
  const filePath = existing ? at : `${at}/lint-probe-${process.pid}.tsx`;
  const code = `import * as target from '${specifier}';\n\nexport default target;\n`;
  return { filePath, code, label: `${existing ? at : `a file in ${at}/`} importing ${specifier}` };
}

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
];

// The allowed directions stay clean, so the rules fire on the boundary, not on every import.
const allowed = [
  importer('app', '@/components/shell/areas'),
  importer('app', '@/lib/server/errors'),
  importer('components/shell', '@/lib/schemas/common'),
  importer('lib/server/services', '../errors'),
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

// Lints sources with the repository's real ESLint config through ESLint's Node API and prints the messages as
// JSON. lib/lint-boundaries.test.ts runs it as a child process: inside Jest's module VM, ESLint cannot import()
// the flat config without --experimental-vm-modules.
//
// A case with `code` for a path that exists is linted as that file's text (lintText); for a new path the code is
// written there for the duration of the lint and removed afterwards: import/no-cycle crashes on lintText for a
// file that is not on disk (it builds the dependency graph from the file system).
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
let input = '';
for await (const chunk of process.stdin) input += chunk;

/** @type {{ filePath: string, code?: string }[]} */
const cases = JSON.parse(input);
// ignore: false so the deliberately broken fixtures under tests/lint-fixtures are linted too.
const eslint = new ESLint({ cwd: root, ignore: false });
const results = [];
for (const { filePath, code } of cases) {
  const absolute = resolve(root, filePath);
  const temporary = code !== undefined && !existsSync(absolute);
  try {
    if (temporary) writeFileSync(absolute, code);
    const [result] =
      code === undefined || temporary
        ? await eslint.lintFiles([absolute])
        : await eslint.lintText(code, { filePath: absolute });
    results.push({ filePath, messages: result.messages.map(({ ruleId, message }) => ({ ruleId, message })) });
  } finally {
    if (temporary) rmSync(absolute, { force: true });
  }
}
process.stdout.write(JSON.stringify(results));

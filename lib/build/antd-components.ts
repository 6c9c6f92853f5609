import fs from 'node:fs';
import path from 'node:path';

/**
 * Which of antd's components the app can render, read from the source: every antd export the app's
 * files import, and every antd component those reach through antd's own modules (a Table renders
 * Pagination, Spin, Empty, Checkbox, Dropdown…). Node only: scripts/antd-css.tsx builds the app's
 * antd stylesheet from this list, so it holds the styles of these components and of no others.
 */

/** `import { A, type B, C as D } from 'antd'`, `export { A } from 'antd'`, `import Form from 'antd/es/form'`. */
const ANTD_IMPORT = /\b(?:import|export)\s+(type\s+)?([^'";]*?)\s+from\s+['"]antd(?:\/es\/([a-z-]+))?['"]/g;
const ANTD_EXPORT = /export \{ default as (\w+) \} from '\.\/([a-z-]+)'/g;
const RELATIVE_IMPORT = /\b(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;
/** Sources that never reach a page. */
const SKIPPED_FILE = /\.test\.tsx?$|\.d\.ts$/;
const SKIPPED_DIR = new Set(['node_modules', 'testing', '.next']);

/** The antd export names (`Table`, `message`) a source file imports with a value import. */
export function antdImportsOf(source: string, exportsByDir: Map<string, string[]>): string[] {
  const names: string[] = [];
  for (const [, typeOnly, clause, dir] of source.matchAll(ANTD_IMPORT)) {
    if (typeOnly) continue;
    if (dir) {
      // antd/es/<dir>: the component of that folder, whatever the local name (types-only imports skipped above).
      names.push(...(exportsByDir.get(dir) ?? []));
      continue;
    }
    const named = /\{([^}]*)\}/.exec(clause!)?.[1] ?? '';
    for (const part of named.split(',')) {
      const item = part.trim();
      if (!item || item.startsWith('type ')) continue;
      names.push(item.split(/\s+as\s+/)[0]!.trim());
    }
  }
  return names;
}

/** antd's exports by the folder of antd/es they come from ('grid' has none; 'col' → ['Col']). */
export function antdExportsByDir(antdEs: string): Map<string, string[]> {
  const index = fs.readFileSync(path.join(antdEs, 'index.js'), 'utf8');
  const byDir = new Map<string, string[]>();
  for (const [, name, dir] of index.matchAll(ANTD_EXPORT)) byDir.set(dir!, [...(byDir.get(dir!) ?? []), name!]);
  return byDir;
}

function resolveModule(from: string, spec: string): string | undefined {
  const base = path.resolve(path.dirname(from), spec);
  for (const file of [base, `${base}.js`, path.join(base, 'index.js')]) {
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  return undefined;
}

/**
 * The antd/es folders whose components can render from the given ones: each reachable module of a
 * folder that registers the folder's own style (imports its `style`) counts; modules that only lend
 * a context, a locale or a helper (DatePicker reads Calendar's locale) do not. `style` folders are
 * not followed: styles import other components' style helpers (Select's uses Input's), not the
 * components, and only a rendered component registers its style.
 */
export function antdDirsReachedFrom(antdEs: string, dirs: string[]): Set<string> {
  const seen = new Set<string>();
  const rendered = new Set<string>();
  const stack = dirs.map((dir) => path.join(antdEs, dir, 'index.js'));
  while (stack.length) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const [dir] = path.relative(antdEs, file).split(path.sep);
    const source = fs.readFileSync(file, 'utf8');
    for (const [, spec] of source.matchAll(RELATIVE_IMPORT)) {
      const target = resolveModule(file, spec!);
      if (!target || !target.startsWith(antdEs + path.sep)) continue;
      const [targetDir, ...rest] = path.relative(antdEs, target).split(path.sep);
      if (rest.includes('style')) {
        if (targetDir === dir) rendered.add(dir!);
        continue;
      }
      stack.push(target);
    }
  }
  return rendered;
}

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_DIR.has(entry.name)) sourceFiles(full, out);
    } else if (/\.tsx?$/.test(entry.name) && !SKIPPED_FILE.test(entry.name)) out.push(full);
  }
  return out;
}

/** The antd exports whose styles the app needs, sorted: what its files import and what those render. */
export function antdComponentsUsed(root: string, sourceDirs = ['app', 'components', 'lib']): string[] {
  const antdEs = path.join(root, 'node_modules/antd/es');
  const exportsByDir = antdExportsByDir(antdEs);
  const dirByExport = new Map([...exportsByDir].flatMap(([dir, names]) => names.map((n) => [n, dir] as const)));
  const imported = new Set(
    sourceDirs
      .flatMap((dir) => sourceFiles(path.join(root, dir)))
      .flatMap((file) => antdImportsOf(fs.readFileSync(file, 'utf8'), exportsByDir)),
  );
  const startDirs = [...imported].map((name) => dirByExport.get(name)).filter((d): d is string => !!d);
  const rendered = antdDirsReachedFrom(antdEs, startDirs);
  // Grid's styles render with Row and Col (antd/es/grid has no export of its own).
  if (rendered.has('grid')) rendered.add('row').add('col');
  return [...rendered].flatMap((dir) => exportsByDir.get(dir) ?? []).sort();
}

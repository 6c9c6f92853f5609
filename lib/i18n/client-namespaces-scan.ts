import fs from 'node:fs';
import path from 'node:path';

/**
 * Which message namespaces the browser needs, read from the source: every module a route file
 * imports (statically or with import()), followed through '@/' and relative paths, and in each the
 * literal namespaces of `useTranslations('Ns')` and of `namespace="Ns"` props (the kit's list
 * screens translate with the namespace they are given). Node only: the test and
 * `npm run i18n:namespaces` use it; the app reads the result, lib/i18n/client-namespaces.json.
 */
export type ClientNamespaces = {
  /** What the layouts, error and not-found screens render: the root layout's provider. */
  root: string[];
  /** Per page route ('/tenant/customers/[id]'): what the page's own provider holds. */
  pages: Record<string, string[]>;
};

const EXTENSIONS = ['', '.tsx', '.ts', '/index.tsx', '/index.ts'];
const IMPORT = /(?:^|[\s;])(import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/g;
const DYNAMIC_IMPORT = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;
const NAMESPACE = [
  /useTranslations\(\s*['"]([A-Za-z]+)(?:\.[^'"]*)?['"]\s*\)/g,
  /\bnamespace(?:=|:\s*)\{?\s*['"]([A-Za-z]+)['"]/g,
];
/** Layers that never render in the browser: nothing below them translates on the client. */
const SERVER_ONLY = ['lib/server/', 'messages/'];

function resolveImport(root: string, from: string, spec: string): string | undefined {
  let base: string;
  if (spec.startsWith('@/')) base = path.join(root, spec.slice(2));
  else if (spec.startsWith('.')) base = path.join(path.dirname(from), spec);
  else return undefined;
  for (const ext of EXTENSIONS) {
    const file = base + ext;
    if (/\.tsx?$/.test(file) && fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  return undefined;
}

function scanner(root: string) {
  const cache = new Map<string, { imports: string[]; namespaces: string[] }>();
  const read = (file: string) => {
    let entry = cache.get(file);
    if (entry) return entry;
    const source = fs.readFileSync(file, 'utf8');
    const specs = [
      ...[...source.matchAll(IMPORT)].filter((m) => !m[2]).map((m) => m[3]!),
      ...[...source.matchAll(DYNAMIC_IMPORT)].map((m) => m[1]!),
    ];
    entry = {
      imports: specs
        .map((spec) => resolveImport(root, file, spec))
        .filter((f): f is string => !!f && !SERVER_ONLY.some((dir) => path.relative(root, f).startsWith(dir))),
      namespaces: NAMESPACE.flatMap((re) => [...source.matchAll(re)].map((m) => m[1]!)),
    };
    cache.set(file, entry);
    return entry;
  };
  /** The namespaces of everything reachable from the entry files. */
  return (entries: string[]) => {
    const seen = new Set<string>();
    const found = new Set<string>();
    const stack = [...entries];
    while (stack.length) {
      const file = stack.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      const { imports, namespaces } = read(file);
      namespaces.forEach((ns) => found.add(ns));
      stack.push(...imports);
    }
    return [...found].sort();
  };
}

function routeFiles(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) routeFiles(full, out);
    else if (/^(page|layout|template|not-found|error|global-error|loading)\.tsx$/.test(entry.name)) out.push(full);
  }
  return out;
}

/** The app's page files (page.tsx). */
export const pageFiles = (root: string) =>
  routeFiles(path.join(root, 'app')).filter((f) => path.basename(f) === 'page.tsx');

/** '/tenant/customers/[id]' for app/(tenant)/tenant/customers/[id]/page.tsx: route groups dropped. */
export function routeOf(root: string, pageFile: string): string {
  const segments = path
    .relative(path.join(root, 'app'), path.dirname(pageFile))
    .split(path.sep)
    .filter((s) => s && !/^\(.*\)$/.test(s));
  return '/' + segments.join('/');
}

export function scanClientNamespaces(root: string): ClientNamespaces {
  const closure = scanner(root);
  const files = routeFiles(path.join(root, 'app')).sort();
  const pages = Object.fromEntries(
    files
      .filter((f) => path.basename(f) === 'page.tsx')
      .map((f) => [routeOf(root, f), closure([f])] as const)
      .filter(([, namespaces]) => namespaces.length > 0),
  );
  return { root: closure(files.filter((f) => path.basename(f) !== 'page.tsx')), pages };
}

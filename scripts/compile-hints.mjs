// After `next build`: marks every script a page loads on its first visit with V8's explicit compile
// hint (`//# allFunctionsCalledOnLoad`, Chrome 136+), so the browser compiles their functions on a
// background thread while the script streams in, instead of on the main thread when hydration first
// calls them. Scripts loaded later (lazy controls, dialogs) are left to lazy compilation.
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';

const HINT = '//# allFunctionsCalledOnLoad\n';
const NEXT_DIR = path.resolve(process.argv[2] ?? '.next');

/** Every file the build manifests name as a first-load script: the root main files and each segment's entry files. */
function firstLoadScripts() {
  const files = new Set(JSON.parse(fs.readFileSync(path.join(NEXT_DIR, 'build-manifest.json'), 'utf8')).rootMainFiles);
  const appDir = path.join(NEXT_DIR, 'server', 'app');
  for (const name of fs.readdirSync(appDir, { recursive: true })) {
    if (!name.endsWith('_client-reference-manifest.js')) continue;
    const context = vm.createContext({});
    vm.runInContext(fs.readFileSync(path.join(appDir, name), 'utf8'), context);
    for (const manifest of Object.values(context.__RSC_MANIFEST)) {
      for (const list of Object.values(manifest.entryJSFiles ?? {})) for (const f of list) files.add(f);
    }
  }
  return [...files].filter((f) => f.endsWith('.js'));
}

let marked = 0;
const scripts = firstLoadScripts();
for (const file of scripts) {
  const full = path.join(NEXT_DIR, file);
  const code = fs.readFileSync(full, 'utf8');
  if (code.startsWith(HINT)) continue;
  fs.writeFileSync(full, HINT + code);
  marked++;
}
console.log(`compile hints: ${marked} of ${scripts.length} first-load scripts marked`);

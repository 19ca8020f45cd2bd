import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface LockedPackage {
  version?: string;
  dev?: boolean;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}
interface Lockfile {
  packages: Record<string, LockedPackage>;
}

/** A package the published output carries: its name and the version the lockfile installs. */
export interface ShippedPackage {
  name: string;
  version: string;
}

/** The package a bare import names (`decap-cms-core/dist/esm/x.js` → `decap-cms-core`, `@dnd-kit/core/x` → `@dnd-kit/core`). */
export function packageOf(specifier: string): string | undefined {
  if (/^[./]|^node:|^virtual:|^~/.test(specifier)) return undefined;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** Every package a folder's sources import (`from '…'`, `import('…')`): what the bundle of it carries. */
export function importedPackages(folder: string): string[] {
  const names = new Set<string>();
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(full);
      else if (/\.(ts|tsx)$/.test(entry.name) && !/\.d\.ts$/.test(entry.name)) {
        const text = readFileSync(full, 'utf8');
        for (const [, specifier] of text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|^import\s+)['"]([^'"]+)['"]/gm)) {
          const name = packageOf(specifier!);
          if (name) names.add(name);
        }
      }
    }
  };
  visit(folder);
  return [...names].sort();
}

/** Where Node would find `name` from the package installed at `from` (the lockfile's node_modules layout). */
function resolveIn(lock: Lockfile, from: string, name: string): string | undefined {
  let base = from;
  for (;;) {
    const candidate = `${base ? `${base}/` : ''}node_modules/${name}`;
    if (lock.packages[candidate]) return candidate;
    if (!base) return undefined;
    const cut = base.lastIndexOf('/node_modules/');
    base = cut === -1 ? '' : base.slice(0, cut);
  }
}

/**
 * The packages the published output carries, from the lockfile: the site's `dependencies`, and what
 * the CMS at /admin/ bundles (the packages its sources import, whatever package.json calls them),
 * each with everything it depends on. Each name at each installed version, once.
 */
export function shippedPackages(projectRoot: string, adminFolder = path.join(projectRoot, 'admin')): ShippedPackage[] {
  const lock = JSON.parse(readFileSync(path.join(projectRoot, 'package-lock.json'), 'utf8')) as Lockfile;
  const manifest = lock.packages[''] as LockedPackage;
  const roots = [...Object.keys(manifest.dependencies ?? {}), ...importedPackages(adminFolder)];
  const seen = new Set<string>();
  const queue = roots.flatMap((name) => resolveIn(lock, '', name) ?? []);
  while (queue.length > 0) {
    const at = queue.pop()!;
    if (seen.has(at)) continue;
    seen.add(at);
    const entry = lock.packages[at]!;
    // An optional peer (TypeScript for a library's types) is used only when the project has it for itself.
    const peers = Object.keys(entry.peerDependencies ?? {}).filter(
      (name) => !entry.peerDependenciesMeta?.[name]?.optional,
    );
    const needs = [...Object.keys({ ...entry.dependencies, ...entry.optionalDependencies }), ...peers];
    for (const name of needs) {
      const found = resolveIn(lock, at, name);
      if (found) queue.push(found);
    }
  }
  const shipped = new Map<string, ShippedPackage>();
  for (const at of seen) {
    const name = at.slice(at.lastIndexOf('node_modules/') + 'node_modules/'.length);
    const version = lock.packages[at]!.version;
    if (version) shipped.set(`${name}@${version}`, { name, version });
  }
  return [...shipped.values()].sort((a, b) => a.name.localeCompare(b.name) || a.version.localeCompare(b.version));
}

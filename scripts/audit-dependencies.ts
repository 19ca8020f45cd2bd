/**
 * `npm run audit:deps`: the known advisories for everything the published output carries — the
 * site's dependencies and the packages bundled into /admin/ (scripts/audit/shipped-packages.ts),
 * read from the lockfile. Asks the npm registry's audit endpoint; when it cannot be reached (CI has
 * the registry's packages but may not have its audit), judges against the saved advisory file,
 * security/advisories.json, and says so. `--save` writes the registry's answer into that file.
 * Exits 1 when an advisory applies.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../project/environment.ts';
import {
  bulkQuery,
  describeJudged,
  judge,
  type AdvisoriesByPackage,
  type SavedAdvisories,
} from './audit/advisories.ts';
import { shippedPackages } from './audit/shipped-packages.ts';

const savedFile = path.join(projectRoot, 'security/advisories.json');
const registry = 'https://registry.npmjs.org/-/npm/v1/security/advisories/bulk';

async function fromRegistry(query: Record<string, string[]>): Promise<AdvisoriesByPackage | string> {
  try {
    const response = await fetch(registry, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(query),
      signal: AbortSignal.timeout(20_000),
    });
    if (!response.ok) return `o registro respondeu ${response.status}`;
    return (await response.json()) as AdvisoriesByPackage;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

const shipped = shippedPackages(projectRoot);
console.log(
  `${shipped.length} pacotes publicados (dependências do site e o que /admin/ empacota), do package-lock.json.`,
);
const saved = JSON.parse(readFileSync(savedFile, 'utf8')) as SavedAdvisories;
const answer = await fromRegistry(bulkQuery(shipped));
let advisories: AdvisoriesByPackage;
if (typeof answer === 'string') {
  console.log(
    `Sem o registro (${answer}): usando ${path.relative(projectRoot, savedFile)}, salvo em ${saved.savedAt} (${saved.source}).`,
  );
  advisories = saved.advisories;
} else {
  // The registry answers for what is installed; the saved file may hold advisories of packages
  // kept out on purpose (Decap's `decap-cms`), which are judged too.
  advisories = { ...saved.advisories, ...answer };
  if (process.argv.includes('--save')) {
    const next: SavedAdvisories = { savedAt: new Date().toISOString().slice(0, 10), source: registry, advisories };
    writeFileSync(savedFile, `${JSON.stringify(next, null, 2)}\n`);
    console.log(`Salvo em ${path.relative(projectRoot, savedFile)}.`);
  }
}
const judged = judge(shipped, advisories);
for (const item of judged) console.log(describeJudged(item));
const applying = judged.filter((item) => item.affected.length > 0);
console.log(
  applying.length === 0
    ? `Nenhum aviso conhecido se aplica ao que o site publica (${judged.length} avisos verificados).`
    : `${applying.length} aviso(s) se aplicam ao que o site publica.`,
);
if (applying.length > 0) process.exitCode = 1;

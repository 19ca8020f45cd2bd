import semver from 'semver';
import type { ShippedPackage } from './shipped-packages.ts';

/** One advisory as the npm registry's bulk endpoint answers it (and as the saved file keeps it). */
export interface Advisory {
  id: number | string;
  url: string;
  title: string;
  severity: 'info' | 'low' | 'moderate' | 'high' | 'critical';
  vulnerable_versions: string;
  /** The project's own reading of it, kept in the saved file: what it reaches here and why. */
  assessment?: string;
}

/** Advisories per package name: the registry's answer, or the saved file's. */
export type AdvisoriesByPackage = Record<string, Advisory[]>;

/** The saved advisory file (security/advisories.json): when it was saved, from where, and the advisories. */
export interface SavedAdvisories {
  savedAt: string;
  source: string;
  advisories: AdvisoriesByPackage;
}

/** An advisory judged against the published output: the installed versions it reaches, if any. */
export interface Judged {
  packageName: string;
  advisory: Advisory;
  /** The versions of the package the output carries. */
  shipped: string[];
  /** Those the advisory's range includes: it applies when there is one. */
  affected: string[];
}

/** Each advisory against the versions shipped of its package. */
export function judge(shipped: readonly ShippedPackage[], advisories: AdvisoriesByPackage): Judged[] {
  return Object.entries(advisories).flatMap(([packageName, list]) => {
    const versions = shipped.filter((item) => item.name === packageName).map((item) => item.version);
    return list.map((advisory) => ({
      packageName,
      advisory,
      shipped: versions,
      affected: versions.filter((version) =>
        semver.satisfies(version, advisory.vulnerable_versions, { includePrerelease: true }),
      ),
    }));
  });
}

/** What the registry's bulk endpoint is asked: every shipped package with its versions. */
export function bulkQuery(shipped: readonly ShippedPackage[]): Record<string, string[]> {
  const query: Record<string, string[]> = {};
  for (const { name, version } of shipped) (query[name] ??= []).push(version);
  return query;
}

/** One line per advisory, for the terminal: whether it applies, and why. */
export function describeJudged({ packageName, advisory, shipped, affected }: Judged): string {
  const head = `${advisory.severity.toUpperCase()} ${advisory.url} — ${packageName} ${advisory.vulnerable_versions}: ${advisory.title}`;
  const reading = advisory.assessment ? `\n  ${advisory.assessment}` : '';
  if (affected.length > 0) return `✖ ${head}\n  Aplica-se: publicado na versão ${affected.join(', ')}.${reading}`;
  if (shipped.length > 0) {
    return `✔ ${head}\n  Não se aplica: publicado na versão ${shipped.join(', ')}, fora do intervalo.${reading}`;
  }
  return `✔ ${head}\n  Não se aplica: ${packageName} não está no que o site publica.${reading}`;
}

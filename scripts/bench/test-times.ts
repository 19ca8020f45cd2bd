/**
 * Where `npm test`'s time goes, from what Vitest reports of a run: its JSON reporter (each file's
 * first test start and last test end) and `vitest list --json` (the group, Vitest's project, each file
 * runs in). The groups run one after another (their `sequence.groupOrder`), so a group's time is from
 * its first file's start to its last file's end; inside a group, files overlap on the workers.
 */
import path from 'node:path';

/** What Vitest's JSON reporter writes of one test file (the fields read here). */
export interface ReportedFile {
  name: string;
  startTime: number;
  endTime: number;
}

/** What `vitest list --filesOnly --json` writes of one test file. */
export interface ListedFile {
  file: string;
  projectName: string;
}

export interface TestTimes {
  /** Each group in the order it ran, with its seconds from its first file's start to its last file's end. */
  groups: { group: string; seconds: number; files: number }[];
  /** The slowest files, slowest first, with their group. */
  slowest: { file: string; group: string; seconds: number }[];
}

const seconds = (milliseconds: number) => milliseconds / 1000;

export function testTimes(
  reported: readonly ReportedFile[],
  listed: readonly ListedFile[],
  root: string,
  howMany = 15,
): TestTimes {
  const groupOf = new Map(listed.map(({ file, projectName }) => [path.resolve(file), projectName]));
  const files = reported.map((file) => ({
    file: path.relative(root, file.name).split(path.sep).join('/'),
    group: groupOf.get(path.resolve(file.name)) ?? '?',
    start: file.startTime,
    end: file.endTime,
  }));
  const spans = new Map<string, { start: number; end: number; files: number }>();
  for (const { group, start, end } of files) {
    const span = spans.get(group);
    spans.set(
      group,
      span
        ? { start: Math.min(span.start, start), end: Math.max(span.end, end), files: span.files + 1 }
        : { start, end, files: 1 },
    );
  }
  return {
    groups: [...spans]
      .sort(([, a], [, b]) => a.start - b.start)
      .map(([group, span]) => ({ group, seconds: seconds(span.end - span.start), files: span.files })),
    slowest: files
      .map(({ file, group, start, end }) => ({ file, group, seconds: seconds(end - start) }))
      .sort((a, b) => b.seconds - a.seconds)
      .slice(0, howMany),
  };
}

const figure = (value: number) => value.toFixed(1).padStart(7);

/** The figures as the bench prints them, in Portuguese like the project's other commands. */
export function formatTestTimes({ groups, slowest }: TestTimes): string {
  const width = Math.max(...slowest.map(({ file }) => file.length), 0);
  return [
    'Grupos do Vitest (do primeiro arquivo ao último):',
    ...groups.map(({ group, seconds, files }) => `  ${group.padEnd(12)} ${figure(seconds)} s   ${files} arquivos`),
    `Os ${slowest.length} arquivos mais lentos:`,
    ...slowest.map(({ file, group, seconds }) => `  ${file.padEnd(width)} ${figure(seconds)} s   ${group}`),
  ].join('\n');
}

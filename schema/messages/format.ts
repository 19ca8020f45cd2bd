/** How issues and summaries are laid out where they are read: a terminal, GitHub's annotations. */
import type { Content, ContentClock } from '../load/index.ts';
import { instantWords, isoOnSiteClock } from '../schedule/moment.ts';
import { say } from './catalogue/index.ts';
import type { ContentIssue } from './issue.ts';
import { escapeInvisible, plural } from './words.ts';

/** Errors as a person reads them in a terminal. */
export function formatIssue(issue: ContentIssue): string {
  // A file name or a key is the editor's own text: shown, never acted on.
  const where = issue.yamlPath ? `\n  em: ${escapeInvisible(issue.yamlPath)}` : '';
  const frame = issue.frame ? `\n\n${issue.frame.replace(/^/gm, '  ')}` : '';
  return `✖ ${escapeInvisible(issue.file)}:${issue.line}:${issue.column}\n  ${issue.message}\n  → ${issue.hint}${where}${frame}\n`;
}

/** A note, not an error (a window that ended): located like an issue, and the hint under it. */
export function formatNote(issue: ContentIssue): string {
  return `ℹ ${escapeInvisible(issue.file)}:${issue.line}:${issue.column} ${issue.message}\n  → ${issue.hint}`;
}

/**
 * What the content's clock tells whoever reads the content (the build, `npm run validate`, the dev
 * server): each window that ended, and when the site next changes by itself.
 */
export function clockLines(clock: ContentClock): string[] {
  const next =
    clock.nextChangeAt === undefined
      ? []
      : [
          `ℹ ${say('schedule-next-build', { when: instantWords(clock.nextChangeAt, clock.at), iso: isoOnSiteClock(clock.nextChangeAt) }).message}`,
        ];
  return [...clock.ended.map(formatNote), ...next];
}

/** What to do once the issues are fixed, depending on where the report is read. */
export const nextSteps = {
  validate: 'Nada foi publicado: corrija e rode "npm run validate" de novo.',
  preview: 'Corrija e salve o arquivo: a página se atualiza sozinha.',
} as const;

/** The heading of the report over the page in the live preview. */
export const previewReportTitle = 'O conteúdo tem problemas: a página mostra a última versão válida';

export function formatReport(issues: readonly ContentIssue[], nextStep: string = nextSteps.validate): string {
  const files = new Set(issues.map((issue) => issue.file)).size;
  const count = plural(issues.length, 'problema', 'problemas');
  const summary = `${count} no conteúdo (${plural(files, 'arquivo', 'arquivos')}). ${nextStep}`;
  return `${issues.map(formatIssue).join('\n')}\n${summary}\n`;
}

const escapeData = (s: string) => s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const escapeProperty = (s: string) => escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');

/** GitHub Actions workflow commands, so each error shows on its line in a pull request. */
export function githubAnnotation(issue: ContentIssue): string {
  return `::error file=${escapeProperty(escapeInvisible(issue.file))},line=${issue.line},col=${issue.column}::${escapeData(`${issue.message} ${issue.hint}`)}`;
}

/** "4 páginas, 19 seções, 27 cartões": what `npm run validate` reports on success. */
export function summarize(content: Content): string {
  const sections = content.pages.flatMap((page) => page.sections);
  const cards = sections.reduce((total, section) => {
    switch (section.type) {
      case 'card-grid':
        return total + (section.items.kind === 'cards' ? section.items.cards.length : section.items.ids.length);
      case 'reasons':
        return total + section.reasons.length;
      default:
        return total;
    }
  }, 0);
  return [
    plural(content.pages.length, 'página', 'páginas'),
    plural(sections.length, 'seção', 'seções'),
    plural(cards, 'cartão', 'cartões'),
  ].join(', ');
}

import { say } from '../../schema/messages/catalogue/index.ts';
import { button, element } from '../ui/panel.ts';
import type { FormProblem } from '../session/words/form-words.ts';
import type { Publication } from './publications.ts';
import { link } from './status-words.ts';

/** The content's problems a failed build refused, each where the form shows it, with "Corrigir", which `fix`es it. */
function problemItems(problems: readonly FormProblem[], fix: (problem: FormProblem) => void): HTMLElement {
  const list = element('ul');
  for (const problem of problems) {
    const item = element('li');
    item.dataset.testid = 'cms-live-problem';
    if (problem.place) item.append(element('span', problem.place, 'invero-place'));
    const fixing = button(say('cms-live-fix'), () => fix(problem));
    fixing.dataset.testid = 'cms-live-fix';
    item.append(`${problem.message} ${problem.hint}`.trim(), element('br'), fixing);
    list.append(item);
  }
  return list;
}

/**
 * What a failed publish shows besides its title and its hint (which say why and what to do): the
 * content's problems with "Corrigir" — the text must change, trying again would fail the same way —;
 * or "Tentar de novo", the same version published again, and, when the ask itself failed, that it
 * did and why. Then `undo`, the second choice, and where the details are, for whoever looks after
 * the site. Nothing for a publication not failed. `fix` opens the form at a problem.
 */
export function failureBody(
  publication: Publication,
  ways: { publishAgain: () => void; fix: (problem: FormProblem) => void; undo: HTMLElement[] },
): HTMLElement[] {
  const { publishAgain, fix, undo } = ways;
  const { state, retry, commitPage } = publication;
  if (state.kind !== 'failed') return [];
  const address = state.checks.find((check) => check.url)?.url ?? commitPage;
  const details = address ? [element('p', '', 'invero-details')] : [];
  if (address) details[0]!.append(link(say('cms-live-see-details'), address));
  if (state.reason.kind === 'content') return [problemItems(state.reason.problems, fix), ...undo, ...details];
  const refused = retry?.kind === 'refused' ? say('cms-live-retry-refused', { offline: retry.offline }) : undefined;
  const again = button(say('cms-live-retry'), publishAgain, 'invero-primary');
  again.dataset.testid = 'cms-live-retry';
  again.disabled = retry?.kind === 'asking';
  return [
    ...(refused ? [element('p', `${refused.message} ${refused.hint}`, 'invero-retry-refused')] : []),
    again,
    ...undo,
    ...details,
  ];
}

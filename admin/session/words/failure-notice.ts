import { say, type Words } from '../../../schema/messages/catalogue/index.ts';
import { element, showNotice } from '../../ui/panel.ts';
import { whenBlockedSoon } from '../blocked-requests.ts';
import { failureWords, unansweredIds } from './failure-words.ts';

/**
 * Why a write failed, in the notice that stays (failure-words.ts): on its own, or under `title`
 * ("A foto não pôde ser enviada."). A request that got no answer is told again as blocked when the
 * browser reports, a moment later, that the admin's own policy refused it.
 */
export function showFailure(error: unknown, local: boolean, title?: Words): void {
  const show = (why: Words) =>
    title ? showNotice(title, 'refusal', element('p', `${why.message} ${why.hint}`)) : showNotice(why, 'refusal');
  const why = failureWords(error, local);
  show(why);
  if (why.said && unansweredIds.has(why.said.id)) {
    whenBlockedSoon((address) => show(say('cms-save-blocked', { address })));
  }
}

import type { Button } from '../../../schema/fields/link.ts';
import { LinkButton } from './LinkButton.tsx';
import NoticeButtonIsland from './NoticeButton.island.tsx';

/**
 * A section's call-to-action from the content: shows the notice, opens a page, or opens another
 * site. Only the notice needs code in the browser, as an island of its own; a link is a link. (The
 * header, an island itself, draws its Contato with NoticeButton and LinkButton directly.)
 */
export function ActionButton({ button }: { button: Button }) {
  const { action } = button;
  if (action.kind === 'notice') return <NoticeButtonIsland label={button.label} style={button.style} />;
  return <LinkButton button={{ ...button, action }} />;
}

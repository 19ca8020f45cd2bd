import type { Button } from '../../../schema/fields/link.ts';
import { ButtonFace, buttonClassName } from './ButtonFace.tsx';

/** A call-to-action that is a link: to a page of the site, or to another site. */
export type LinkButtonProps = {
  button: Button & { action: Exclude<Button['action'], { kind: 'notice' }> };
  /** `block` fills the width of its container (the mobile menu's Contato). */
  block?: boolean;
  /** Called when the link is followed (the mobile menu closes itself). */
  onActivate?: () => void;
};

/** A link that looks like a button: it needs no code in the browser. */
export function LinkButton({ button: { label, style, action }, block, onActivate }: LinkButtonProps) {
  const external = action.kind === 'external';
  return (
    <a
      href={external ? action.href : action.to}
      className={buttonClassName(style, block)}
      rel={external ? 'noopener noreferrer' : undefined}
      onClick={onActivate}
    >
      <ButtonFace label={label} style={style} />
    </a>
  );
}

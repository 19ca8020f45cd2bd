import { useEffect, useEffectEvent } from 'react';

/**
 * Keeps react-hot-toast's clock stopped while `held` is true. react-hot-toast has one pause switch:
 * a second start forgets when the first began, and any end restarts the clock. So the reasons to
 * pause (the mouse on the notice, focus in the region) are combined by the caller into one `held`,
 * and the pause starts once when it turns true and ends once when it turns false, or when the
 * notice goes away held (no mouseleave comes from a notice taken away under the pointer).
 */
export function usePauseWhile(held: boolean, pause: () => void, resume: () => void): void {
  // The latest handlers, not the ones of the render that started the pause: react-hot-toast's
  // endPause does nothing unless it was rendered after the pause began.
  const onPause = useEffectEvent(pause);
  const onResume = useEffectEvent(resume);
  useEffect(() => {
    if (!held) return;
    onPause();
    return () => onResume();
  }, [held]);
}

import { say } from '../../schema/messages/catalogue/index.ts';
import { portuguesePhrases } from '../wording.ts';

/**
 * The button that switches a phone between the entry's form and its preview (phone.css shows one pane
 * at a time below 800 px, and this button only there, while an entry is open). The choice is an
 * attribute of the page, `data-phone-pane`, which phone.css reads; the form keeps its place while
 * the preview shows.
 */
const labels = { form: say('cms-preview-show').message, preview: say('cms-preview-back').message } as const;
type Pane = keyof typeof labels;

/** Decap's own switch of the preview pane, found by its title (our wording, wording.ts). */
function decapPreviewSwitch(): HTMLButtonElement | null {
  const editorInterface = portuguesePhrases.editor as { editorInterface: { togglePreview: string } };
  return document.querySelector(`button[title="${editorInterface.editorInterface.togglePreview}"]`);
}

export function addPhonePreviewToggle(): void {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'phone-preview-toggle';
  button.dataset.testid = 'phone-preview-toggle';
  const show = (pane: Pane) => {
    document.documentElement.dataset.phonePane = pane;
    button.textContent = labels[pane];
  };
  button.addEventListener('click', () => {
    if (document.documentElement.dataset.phonePane === 'preview') return show('form');
    // Decap remembers a preview switched off (on a computer, say): switched on again, for this pane.
    if (!document.querySelector('#nc-root .SplitPane')) decapPreviewSwitch()?.click();
    show('preview');
  });
  // Another entry opens on its form.
  window.addEventListener('hashchange', () => show('form'));
  show('form');
  document.body.append(button);
}

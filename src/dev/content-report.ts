/**
 * Development only: the content report over the page while the YAML is invalid, in the editor's
 * language. Vite's own error overlay speaks English and names plugins, so the content preview
 * (scripts/vite/content-preview.ts) sends its report to this overlay instead.
 */
export interface ContentReport {
  /** Absent when the content is valid again. */
  report?: { title: string; text: string };
}

/** The event the preview plugin sends; the same name asks it for the current state. */
export const contentReportEvent = 'invero:content-report';

const overlayId = 'invero-content-report';

function hide(): void {
  document.getElementById(overlayId)?.remove();
}

function show({ title, text }: { title: string; text: string }): void {
  hide();
  const overlay = document.createElement('div');
  overlay.id = overlayId;
  overlay.dataset.testid = 'content-report';
  overlay.setAttribute('role', 'alertdialog');
  overlay.setAttribute('aria-modal', 'true');
  overlay.setAttribute('aria-labelledby', `${overlayId}-title`);
  overlay.style.cssText =
    'position:fixed;inset:0;z-index:2147483647;overflow:auto;padding:2rem;background:rgba(15,23,42,.72);font:14px/1.5 ui-monospace,monospace;';
  const panel = document.createElement('div');
  panel.style.cssText =
    'max-width:60rem;margin:0 auto;padding:1.5rem;border-radius:.75rem;background:#fff;color:#0f172a;border-top:6px solid #b91c1c;';
  const heading = document.createElement('h2');
  heading.id = `${overlayId}-title`;
  heading.textContent = title;
  heading.style.cssText = 'margin:0 0 1rem;font:700 1.25rem/1.3 system-ui,sans-serif;color:#b91c1c;';
  const report = document.createElement('pre');
  report.textContent = text;
  report.style.cssText = 'margin:0;white-space:pre-wrap;';
  panel.append(heading, report);
  overlay.append(panel);
  document.body.append(overlay);
}

if (import.meta.hot) {
  import.meta.hot.on(contentReportEvent, ({ report }: ContentReport) => (report ? show(report) : hide()));
  // A page that loads while the content is invalid asks for the report it would otherwise miss.
  import.meta.hot.send(contentReportEvent, {});
}

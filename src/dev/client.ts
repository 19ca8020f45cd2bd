/**
 * `npm run dev`'s script on every page (src/root.tsx; never in a build): React Router's fast-refresh
 * preamble, which its plugin requires before any component module runs in the browser; the content
 * report over the page while the YAML is invalid; and the page's islands, hydrated as the built site
 * hydrates them.
 */
import 'virtual:react-router/inject-hmr-runtime';
import './content-report.ts';
import '../islands/client.ts';

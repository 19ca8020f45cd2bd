/**
 * `/api/github/*` on the site's own address: GitHub's REST API for the online editor of a person
 * signed in by Cloudflare Access, limited to what she may change (functions/editor-api/handle.ts).
 */
import { answer } from '../../editor-api/handle.ts';
import type { Bindings } from '../../editor-api/settings.ts';

export const onRequest = ({ request, env }: { request: Request; env: Bindings }): Promise<Response> =>
  answer(request, env);

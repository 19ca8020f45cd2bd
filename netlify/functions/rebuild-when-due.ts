/**
 * Netlify's scheduled function that builds the site again when its next change is due
 * (rebuild/when-due.ts): every five minutes, on the published deploy only, it reads the site at its
 * own address and calls the build hook whose address is the site's BUILD_HOOK_URL variable (set in
 * Netlify with the Functions scope; README.md, "Publicar").
 */
import { rebuildWhenDue } from '../../rebuild/when-due.ts';

export default async (_request: Request, context: { site: { url?: string } }): Promise<void> => {
  const { reason } = await rebuildWhenDue({ site: context.site.url, hook: process.env.BUILD_HOOK_URL });
  console.log(reason);
};

export const config = { schedule: '*/5 * * * *' };

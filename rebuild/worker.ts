/**
 * The Cloudflare Worker that builds a Cloudflare Pages site again when its next change is due
 * (rebuild/when-due.ts): its Cron Trigger runs it every five minutes (rebuild/wrangler.toml). It has
 * no address of its own: it only reads the site and calls the project's deploy hook. Its variables:
 * SITE_URL, the site's address, and the secret DEPLOY_HOOK_URL (README.md, "Publicar").
 */
import { rebuildWhenDue } from './when-due.ts';

interface Env {
  SITE_URL?: string;
  DEPLOY_HOOK_URL?: string;
}

export default {
  async scheduled(_controller: unknown, env: Env): Promise<void> {
    const { reason } = await rebuildWhenDue({ site: env.SITE_URL, hook: env.DEPLOY_HOOK_URL });
    console.log(reason);
  },
};

/**
 * The site built again by its host when its content changes by the clock, with nobody pushing: what
 * Netlify's scheduled function (netlify/functions/rebuild-when-due.ts) and a Cloudflare Worker's
 * Cron Trigger (rebuild/worker.ts) run every five minutes (README.md, "Publicar"). It reads the live
 * site's version (`/version.json`, past every cache) and, once the moment it names as its next
 * change (`nextChangeAt`, written by the build) has passed, calls the host's build hook: the host
 * builds its branch again and publishes it. The GitHub workflow decides the same way in
 * .github/scripts/rebuild-due.sh. Web APIs only: Node, Netlify and Cloudflare's runtime run it.
 */
import type { BuiltVersion } from '../schema/load/built-version.ts';
import { siteAddresses } from '../schema/fields/site-addresses.ts';

export interface Schedule {
  /** The live site's address (`https://www.grupoinvero.com.br`). */
  site: string | undefined;
  /** The host's build hook (Netlify) or deploy hook (Cloudflare Pages): a POST to it builds the site again. */
  hook: string | undefined;
  /** The clock: the real time unless told. */
  now?: Date;
}

/** What a run did, in a line for the host's log. */
export interface Decision {
  rebuilt: boolean;
  reason: string;
}

/** ISO 8601 with a time and its offset, as the build writes it (`2026-12-24T00:00:00-03:00`). */
const moment = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** The live site's next change (undefined: none), or why it cannot be read. */
async function nextChange(site: string): Promise<{ at?: Date } | { unreadable: string }> {
  const address = new URL(`${siteAddresses.version}?t=${crypto.randomUUID()}`, site.endsWith('/') ? site : `${site}/`);
  const answer = await fetch(address, { headers: { 'Cache-Control': 'no-cache' } }).catch(() => undefined);
  if (!answer?.ok)
    return { unreadable: `o site no ar (${site}) não respondeu a sua versão (${answer?.status ?? 'sem resposta'}).` };
  const version = (await answer.json().catch(() => undefined)) as Partial<BuiltVersion> | undefined;
  if (typeof version !== 'object' || version === null || typeof version.content !== 'string') {
    return {
      unreadable: `o que o site no ar (${site}) responde em /${siteAddresses.version} não é uma versão do site.`,
    };
  }
  const next = version.nextChangeAt;
  if (next === undefined || next === null) return {};
  if (typeof next !== 'string' || !moment.test(next)) {
    return { unreadable: `a próxima mudança que o site no ar diz não é um momento (${JSON.stringify(next)}).` };
  }
  return { at: new Date(next) };
}

/** Builds the site again through the hook when its next change is due. Throws when it is due and the hook refuses. */
export async function rebuildWhenDue({ site, hook, now = new Date() }: Schedule): Promise<Decision> {
  if (!site || !hook) {
    throw new Error(
      `O site não se gera de novo sozinho: falta ${site ? 'o endereço do gancho de build' : 'o endereço do site'}.`,
    );
  }
  const next = await nextChange(site);
  if ('unreadable' in next) return { rebuilt: false, reason: `O site não se gera de novo sozinho: ${next.unreadable}` };
  if (!next.at) return { rebuilt: false, reason: 'Nada a gerar agora: o site no ar não tem nenhuma mudança agendada.' };
  if (now < next.at) {
    return {
      rebuilt: false,
      reason: `Nada a gerar agora: a próxima mudança do site no ar é em ${next.at.toISOString()}.`,
    };
  }
  const answer = await fetch(hook, { method: 'POST' });
  if (!answer.ok)
    throw new Error(`A hospedagem recusou o gancho de build (${answer.status}): o site não foi gerado de novo.`);
  return {
    rebuilt: true,
    reason: `A mudança agendada para ${next.at.toISOString()} chegou: o site está sendo gerado de novo.`,
  };
}

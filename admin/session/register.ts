import { GitHubBackend } from 'decap-cms-backend-github';
import { ProxyBackend } from 'decap-cms-backend-proxy';
import type { CMS } from 'decap-cms-core';
import { keepTextFormat } from '../../schema/generate/cms-config.ts';
import { guardedBackendNames } from '../cms-config.ts';
import { preSaveListener } from '../pre-save.ts';
import { guardedBackend } from './guarded-backend.ts';
import { SaveSession } from './save-session.ts';

/**
 * The save session of this visit of the CMS, handed to all that takes part in a save: the YAML
 * format, the pre-save event and the two backends (guarded). Called once, before `CMS.init`.
 */
export function startSaveSession(cms: CMS): SaveSession {
  const session = new SaveSession();
  cms.registerCustomFormat(keepTextFormat, 'yaml', session.formatter);
  cms.registerEventListener(preSaveListener(session));
  cms.registerBackend(guardedBackendNames.local, guardedBackend(ProxyBackend, session));
  cms.registerBackend(guardedBackendNames.github, guardedBackend(GitHubBackend, session));
  return session;
}

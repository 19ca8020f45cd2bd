/**
 * The `test` of the CMS's browser files: `npm run cms` on a copy, started once by each worker, which
 * runs these files one after another (vitest.e2e.config.ts: `isolate: false`), and handed to each
 * file as first committed, its routes caught up. A start costs some 15 s of CPU (the dev server, the
 * CMS's build, the copy): paid once per worker rather than once per file. A file whose tests need a
 * start of their own (another clock, the command itself) makes it with `startCmsCopy`.
 */
import { test as browserTest } from './browser.ts';
import { putCopyBack, waitForRoutes } from './cms-copy-reset.ts';
import { startCmsCopy } from './cms-support.ts';

export const test = browserTest
  .extend('keptCms', { scope: 'worker' }, startCmsCopy({}, 'kept-cms'))
  .extend('cms', { scope: 'file' }, async ({ keptCms }) => {
    await putCopyBack(keptCms);
    await waitForRoutes(keptCms);
    return keptCms;
  });

/**
 * What the CMS relies on inside Decap beyond its public API, and why: each reliance names the
 * module of Decap's ES build (what the bundle reads) and what it must still hold. The code that uses
 * them reaches them through admin/decap/door/internals.ts only (ESLint refuses Decap's inner modules
 * anywhere else), and tests/admin/decap-reliances.test.ts checks each against the installed
 * packages: a Decap update that moves one fails there, with a line naming it, before an editor sees it.
 * Plain data, read by the bundler (scripts/vite/decap-parts.ts) and the tests as well as the admin.
 */
import { backendAndWidgetReliances } from './backend-reliances.ts';
import { coreReliances } from './core-reliances.ts';

export const decapReliances = [...coreReliances, ...backendAndWidgetReliances];

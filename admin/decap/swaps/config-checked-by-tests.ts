/**
 * Stands in for Decap's check of its configuration (decap-cms-core's constants/configSchema.js: a
 * JSON schema that ajv compiles on every opening of the CMS). The configuration is not an editor's
 * to write: admin/cms-config.ts makes it from the generated admin/config.yml and the content's `cms`
 * block, and tests/admin/decap-config-check.test.ts runs Decap's own check on every kind it makes.
 * In the browser the check cost each opening about a seventh of its CPU, and ajv with its plugins
 * weighed on the first load.
 */
export function validateConfig(): void {}

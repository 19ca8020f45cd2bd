/**
 * Stands in for the parts of Decap this site's CMS never runs (scripts/vite/decap-parts.ts says which
 * and why): the front-matter and TOML formats (every file here is YAML, in the site's own format),
 * the GitHub backend's GraphQL API (only with `use_graphql`, which the configuration never sets) and
 * the GitHub-flavoured Markdown of hints (plain text here). Called all the same, it says so instead
 * of doing something else.
 */
export default function notUsed(): never {
  throw new Error("This part of Decap CMS is left out of the site's editor (scripts/vite/decap-parts.ts).");
}

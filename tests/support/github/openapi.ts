/**
 * GitHub's own description of its REST API (@octokit/openapi, OpenAPI 3.0.3) as the judge of the
 * stand-in: which operation a request is (method and path template, as GitHub routes it), and
 * whether an answer has the shape GitHub documents for that operation and status. A stand-in that
 * answered what the CMS expects rather than what GitHub sends would test nothing.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Ajv, type ValidateFunction } from 'ajv';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

interface Parameter {
  name: string;
  in: string;
  'x-multi-segment'?: boolean;
}

interface DocumentedResponse {
  $ref?: string;
  content?: { 'application/json'?: { schema: Json } };
}

interface Description {
  paths: Record<string, Record<string, JsonObject>>;
  components: {
    schemas: JsonObject;
    examples: Record<string, { value: Json }>;
    parameters: Record<string, Parameter>;
    responses: Record<string, DocumentedResponse>;
  };
}

/** An operation of the description: `GET /repos/{owner}/{repo}`, as Octokit names endpoints. */
interface MatchedOperation {
  operation: string;
  params: Record<string, string>;
}

const descriptionFile = createRequire(import.meta.url).resolve('@octokit/openapi/generated/api.github.com.json');

/**
 * OpenAPI 3.0's `nullable`, as Ajv 8 takes it: Ajv adds null to a `type`, so a nullable schema
 * without one (a `$ref` or an `anyOf` made nullable) becomes "that, or null"; and an `enum` does not
 * list null by itself.
 */
function withNullable(node: Json): Json {
  if (Array.isArray(node)) return node.map(withNullable);
  if (node === null || typeof node !== 'object') return node;
  const fixed: JsonObject = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, withNullable(value)]));
  if (fixed.nullable === undefined || fixed.type !== undefined) {
    if (fixed.nullable === true && Array.isArray(fixed.enum) && !fixed.enum.includes(null)) fixed.enum.push(null);
    return fixed;
  }
  const { nullable, ...schema } = fixed;
  return nullable === true ? { anyOf: [schema, { type: 'null' }] } : schema;
}

let loaded: { description: Description; ajv: Ajv } | undefined;

/** The 13 MB description, read once per process, on first use. */
function load() {
  if (loaded) return loaded;
  const description = JSON.parse(readFileSync(descriptionFile, 'utf8')) as Description;
  description.components.schemas = withNullable(description.components.schemas) as JsonObject;
  const ajv = new Ajv({
    strict: false,
    allErrors: true,
    // Checked: the formats GitHub's values actually carry, by their shape. Not checked: int64 (any
    // integer) and uri-template (GitHub's `{/path}` templates are no URI).
    formats: {
      'date-time': /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/,
      date: /^\d{4}-\d{2}-\d{2}$/,
      uri: /^[a-z][a-z0-9+.-]*:[^\s]*$/i,
      email: /^[^\s@]+@[^\s@]+$/,
      int64: true,
      'uri-template': true,
    },
  });
  ajv.addSchema({ components: { schemas: description.components.schemas } }, 'github');
  loaded = { description, ajv };
  return loaded;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Template {
  method: string;
  template: string;
  pattern: RegExp;
  names: string[];
  /** Literal segments: `/commits/{ref}/status` beats `/commits/{ref}` for `/commits/x/status`. */
  literals: number;
}

let templates: Template[] | undefined;

function allTemplates(): Template[] {
  if (templates) return templates;
  const { description } = load();
  const parameter = (value: Json): Parameter => {
    const ref = (value as { $ref?: string }).$ref;
    return ref ? description.components.parameters[ref.split('/').pop()!]! : (value as unknown as Parameter);
  };
  templates = Object.entries(description.paths).flatMap(([template, item]) =>
    Object.entries(item)
      .filter(([, operation]) => 'responses' in operation)
      .map(([method, operation]) => {
        const multiSegment = new Set(
          [...((item.parameters ?? []) as Json[]), ...((operation.parameters ?? []) as Json[])]
            .map(parameter)
            .filter((p) => p.in === 'path' && p['x-multi-segment'])
            .map((p) => p.name),
        );
        const names: string[] = [];
        const source = template
          .split(/(\{[^}]+\})/)
          .map((part) => {
            const name = /^\{(.+)\}$/.exec(part)?.[1];
            if (!name) return escapeRegExp(part);
            names.push(name);
            return multiSegment.has(name) ? '(.+)' : '([^/]+)';
          })
          .join('');
        const literals = template.split('/').filter((segment) => segment && !segment.startsWith('{')).length;
        return { method: method.toUpperCase(), template, pattern: new RegExp(`^${source}$`), names, literals };
      }),
  );
  return templates;
}

/** The operation GitHub would route `method` and `pathname` to, with its path parameters decoded. */
export function findOperation(method: string, pathname: string): MatchedOperation | undefined {
  const candidates = allTemplates()
    .filter((template) => template.method === method)
    .map((template) => ({ template, match: template.pattern.exec(pathname) }))
    .filter((candidate) => candidate.match)
    .sort((a, b) => b.template.literals - a.template.literals);
  const best = candidates[0];
  if (!best) return undefined;
  const params = Object.fromEntries(
    best.template.names.map((name, index) => [name, decodeURIComponent(best.match![index + 1]!)]),
  );
  return { operation: `${method} ${best.template.template}`, params };
}

/** A documented example answer (components/examples), a fresh copy to fill with real values. */
export function example<T = JsonObject>(name: string): T {
  const found = load().description.components.examples[name];
  if (!found) throw new Error(`GitHub's description has no example ${name}`);
  return structuredClone(found.value) as T;
}

/** The properties of `object` that the description's schema `schema` requires, and no others. */
export function only(object: Record<string, unknown>, schema: string): Record<string, unknown> {
  const { required = [] } = load().description.components.schemas[schema] as { required?: string[] };
  return Object.fromEntries(required.map((key) => [key, object[key]]));
}

/** `#/components/...` as seen from the description added to Ajv under the id `github`. */
const inDescription = (node: Json): Json => {
  if (Array.isArray(node)) return node.map(inDescription);
  if (node === null || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [
      key,
      key === '$ref' && typeof value === 'string' ? `github${value}` : inDescription(value),
    ]),
  );
};

/** The operation of the description, by its name (`GET /user`). */
function documented(operation: string | undefined): JsonObject | undefined {
  const [method = '', template = ''] = operation?.split(' ') ?? [];
  return load().description.paths[template]?.[method.toLowerCase()];
}

/** Where GitHub documents an operation: its error bodies point there. */
export function documentationUrl(operation: string | undefined): string {
  return (documented(operation)?.externalDocs as { url?: string } | undefined)?.url ?? 'https://docs.github.com/rest';
}

/** How an answer is judged: by a compiled schema, as one without a body, or not at all (why). */
type Judge = ValidateFunction | 'no body' | { undocumented: string };

/**
 * The judge of an operation's answer with `status`. GitHub answers 401 (a missing or bad token)
 * and 404 on every operation, but documents them on some only: there, its Basic Error.
 */
function judgeOf(operation: string | undefined, status: number): Judge {
  const { description, ajv } = load();
  const found = documented(operation);
  if (operation && !found) return { undocumented: `${operation} is not an operation of GitHub's description` };
  const responses = (found?.responses ?? {}) as Record<string, DocumentedResponse>;
  let response = responses[String(status)];
  if (!response && (status === 401 || status === 404)) response = description.components.responses.not_found;
  if (!response) return { undocumented: `${operation} has no answer with status ${status} in GitHub's description` };
  if (response.$ref) response = description.components.responses[response.$ref.split('/').pop()!]!;
  const schema = response.content?.['application/json']?.schema;
  return schema === undefined ? 'no body' : ajv.compile(inDescription(withNullable(schema)) as object);
}

const judges = new Map<string, Judge>();

const problemsOf = (validate: ValidateFunction) =>
  (validate.errors ?? []).map(
    (error) => `${error.instancePath || '(the body)'} ${error.message ?? ''} (${error.schemaPath})`,
  );

const requestJudges = new Map<string, ValidateFunction | undefined>();

/**
 * What is wrong with a request's JSON body for `operation`, as GitHub checks it before acting
 * (and answers 422): nothing when the description allows it or describes no body, or when none was
 * sent where the description does not require one (POST rerun-failed-jobs).
 */
export function requestProblems(operation: string, body: unknown): string[] {
  const requestBody = documented(operation)?.requestBody as (DocumentedResponse & { required?: boolean }) | undefined;
  if (body === undefined && requestBody?.required !== true) return [];
  if (!requestJudges.has(operation)) {
    const schema = requestBody?.content?.['application/json']?.schema;
    requestJudges.set(
      operation,
      schema === undefined ? undefined : load().ajv.compile(inDescription(withNullable(schema)) as object),
    );
  }
  const validate = requestJudges.get(operation);
  // A body the description does not require may be left out (POST app/installations/{id}/access_tokens).
  const required = (documented(operation)?.requestBody as { required?: boolean } | undefined)?.required === true;
  if (body === undefined && !required) return [];
  return !validate || validate(body) ? [] : problemsOf(validate);
}

/**
 * What is wrong with answering `body` with `status` to `operation` (undefined: a path no operation
 * has, which GitHub answers 404): nothing when GitHub's description allows it.
 */
export function responseProblems(operation: string | undefined, status: number, body: unknown): string[] {
  const key = `${operation ?? '(no operation)'} ${status}`;
  const judge = judges.get(key) ?? judgeOf(operation, status);
  judges.set(key, judge);
  if (judge === 'no body') return body === undefined ? [] : [`${key} is documented without a body`];
  if (typeof judge === 'object') return [judge.undocumented];
  return judge(body) ? [] : problemsOf(judge);
}

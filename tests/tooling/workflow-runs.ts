/**
 * A workflow as GitHub runs it, read from its YAML for the workflow tests: which jobs run for an
 * event (a job runs when its `if` holds and every job it needs ran; GitHub skips it otherwise), what
 * each waits for, and a step's environment for an event. The expressions the workflows use are
 * evaluated here.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { expect } from 'vitest';
import { projectRoot } from '../../project/environment.ts';

export const workflowsDir = path.join(projectRoot, '.github', 'workflows');

export interface Step {
  id?: string;
  run?: string;
  uses?: string;
  env?: Record<string, string>;
}
interface Job {
  needs?: string | string[];
  if?: string;
  steps: Step[];
}

export const readWorkflow = (file: string) =>
  parse(readFileSync(path.join(workflowsDir, file), 'utf8')) as { jobs: Record<string, Job> };

/** Every `npm …` command some `run:` steps type. */
export const npmCommandsOf = (steps: Step[]): string[] =>
  steps
    .flatMap((step) => (step.run ?? '').split('\n'))
    .map((line) => line.trim())
    .filter((line) => line.startsWith('npm '));

/** What GitHub's expressions read: `github.…`, `needs.…`, `vars.…` by their full names. */
export type Context = Record<string, string | undefined>;
type Value = string | null | boolean;
const truthy = (value: Value) => value !== null && value !== '' && value !== false;

/**
 * A GitHub expression of the workflows, with the context's values: names, strings, `==`, `!=`,
 * `&&`, `||` (the first truthy value, as GitHub has it), `!` and parentheses.
 */
function evaluate(expression: string, context: Context): Value {
  const tokens = expression.replace(/^\$\{\{|\}\}$/g, '').match(/'[^']*'|==|!=|&&|\|\||[!()]|[\w.-]+/g) ?? [];
  let at = 0;
  const primary = (): Value => {
    const token = tokens[at++];
    if (token === '(') {
      const value = or();
      at++; // ')'
      return value;
    }
    if (token === '!') return !truthy(primary());
    if (token?.startsWith("'")) return token.slice(1, -1);
    if (token && /^(github|needs|vars)\./.test(token)) return context[token] ?? null;
    throw new Error(`an expression this test cannot read: ${expression} (at ${token})`);
  };
  const comparison = (): Value => {
    const left = primary();
    if (tokens[at] !== '==' && tokens[at] !== '!=') return left;
    const equal = tokens[at++] === '==' ? left === primary() : left !== primary();
    return equal;
  };
  /** `next (operator next)*`: GitHub's `&&` and `||` give one of their operands, as JavaScript's do. */
  const chain = (operator: string, next: () => Value, keepsLeft: (left: Value) => boolean) => (): Value => {
    let value = next();
    while (tokens[at] === operator) {
      at++;
      const right = next();
      if (!keepsLeft(value)) value = right;
    }
    return value;
  };
  const and = chain('&&', comparison, (left) => !truthy(left));
  const or = chain('||', and, truthy);
  const value = or();
  expect(at, `an expression this test cannot read: ${expression}`).toBe(tokens.length);
  return value;
}

const holds = (expression: string | undefined, context: Context) =>
  expression === undefined || truthy(evaluate(expression, context));

/** A step's `env:` as the runner sets it for an event: each `${{ … }}` evaluated, null as the empty string. */
export const envOf = (step: Step, context: Context): Record<string, string> =>
  Object.fromEntries(
    Object.entries(step.env ?? {}).map(([name, value]) => {
      const evaluated = /^\$\{\{.*\}\}$/s.test(value) ? evaluate(value, context) : value;
      return [name, evaluated === null ? '' : String(evaluated)];
    }),
  );

/** The jobs of a workflow file, and how GitHub runs them. */
export function workflowRuns(file: string) {
  const { jobs } = readWorkflow(file);
  const needsOf = (name: string): string[] => [jobs[name]?.needs ?? []].flat();

  /** The jobs that run for an event. */
  function jobsRun(context: Context): Set<string> {
    const run = new Set<string>();
    const runs = (name: string): boolean => needsOf(name).every((need) => runs(need)) && holds(jobs[name]?.if, context);
    for (const name of Object.keys(jobs)) if (runs(name)) run.add(name);
    return run;
  }

  /** A job and every job it waits for. */
  const waitsFor = (name: string): string[] => [name, ...needsOf(name).flatMap(waitsFor)];
  /** The jobs that run the whole test suite. */
  const suiteJobs = Object.keys(jobs).filter((name) => npmCommandsOf(jobs[name]!.steps).includes('npm test'));
  /** The jobs that put a site online. */
  const deployJobs = Object.keys(jobs).filter((name) =>
    jobs[name]!.steps.some((step) => step.uses?.startsWith('actions/deploy-pages@')),
  );
  return { jobs, jobsRun, waitsFor, suiteJobs, deployJobs };
}

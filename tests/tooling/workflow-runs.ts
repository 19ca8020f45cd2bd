/**
 * A workflow as GitHub runs it, read from its YAML for the workflow tests: which jobs run for an
 * event (a job runs when its `if` holds and every job it needs ran, GitHub skipping it otherwise,
 * unless its `if` asks a status function such as `!cancelled()`), what each waits for, and a step's
 * environment for an event. The expressions the workflows use are evaluated here.
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
  with?: Record<string, string>;
  env?: Record<string, string>;
}
interface Job {
  needs?: string | string[];
  if?: string;
  permissions?: Record<string, string>;
  steps: Step[];
}
interface Workflow {
  on: { schedule?: { cron: string }[] };
  concurrency?: { group: string; 'cancel-in-progress': string | boolean };
  jobs: Record<string, Job>;
}

export const readWorkflow = (file: string) => parse(readFileSync(path.join(workflowsDir, file), 'utf8')) as Workflow;

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
 * GitHub's status functions, for a job whose needed jobs all succeeded (`success`) or not: no run
 * here fails or is cancelled.
 */
const statusFunctions = (needsSucceeded: boolean): Record<string, Value> => ({
  success: needsSucceeded,
  failure: false,
  cancelled: false,
  always: true,
});
const asksStatus = (expression: string) => /\b(success|failure|cancelled|always)\(\)/.test(expression);

/**
 * A GitHub expression of the workflows, with the context's values: names, strings, `==`, `!=`,
 * `&&`, `||` (the first truthy value, as GitHub has it), `!`, parentheses and the status functions.
 */
function evaluate(expression: string, context: Context, needsSucceeded = true): Value {
  const tokens = expression.replace(/^\$\{\{|\}\}$/g, '').match(/'[^']*'|==|!=|&&|\|\||[!()]|[\w.-]+/g) ?? [];
  const functions = statusFunctions(needsSucceeded);
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
    if (token && token in functions && tokens[at] === '(' && tokens[at + 1] === ')') {
      at += 2;
      return functions[token]!;
    }
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

const holds = (expression: string | undefined, context: Context, needsSucceeded = true) =>
  expression === undefined || truthy(evaluate(expression, context, needsSucceeded));

/** A text of the workflow as the runner reads it for an event: each `${{ … }}` in it evaluated, null as the empty string. */
export const interpolate = (text: string, context: Context): string =>
  text.replace(/\$\{\{(.*?)\}\}/gs, (_whole, expression: string) => {
    const evaluated = evaluate(expression, context);
    return evaluated === null ? '' : String(evaluated);
  });

/** Values of the workflow (a step's `env:` or `with:`) as the runner reads them for an event. */
export const valuesOf = (values: Record<string, string> | undefined, context: Context): Record<string, string> =>
  Object.fromEntries(Object.entries(values ?? {}).map(([name, value]) => [name, interpolate(value, context)]));

/** A step's `env:` as the runner sets it for an event. */
export const envOf = (step: Step, context: Context): Record<string, string> => valuesOf(step.env, context);

/** The jobs of a workflow file, and how GitHub runs them. */
export function workflowRuns(file: string) {
  const workflow = readWorkflow(file);
  const { jobs } = workflow;
  const needsOf = (name: string): string[] => [jobs[name]?.needs ?? []].flat();

  /**
   * The jobs that run for an event. A job whose `if` asks no status function runs only when every
   * job it needs ran (GitHub's implicit `success() &&`); one that asks decides for itself.
   */
  function jobsRun(context: Context): Set<string> {
    const run = new Set<string>();
    const runs = (name: string): boolean => {
      const condition = jobs[name]?.if;
      const needsRan = needsOf(name).every((need) => runs(need));
      if (condition !== undefined && asksStatus(condition)) return holds(condition, context, needsRan);
      return needsRan && holds(condition, context);
    };
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
  return { workflow, jobs, jobsRun, waitsFor, suiteJobs, deployJobs };
}

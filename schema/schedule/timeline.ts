/**
 * What of the content is on the site at a moment, and when that changes. One reading for the build,
 * `npm run validate`, the dev server and the CMS (its guard and its preview at a date): Node-free.
 *
 * A *thing* is what may leave the site: a page, a section, an item of a list. It is out when its own
 * window (`schedule`) does not hold the moment, or when a link it holds leads to a page that is out
 * then (a button, a menu entry takes the window of the page it opens: docs/decisoes/conteudo-no-tempo.md, "Conteúdo no
 * tempo"). What is out is left out of the data before the schema reads it, so nothing downstream
 * (renderers, menu, sitemap, links) ever sees it.
 */
import type * as z from 'zod';
import { scheduleKey, scheduleMarks, windowOf } from '../fields/schedule.ts';
import { references } from '../fields/references.ts';
import type { FileKind } from '../load/files.ts';
import { yamlPathOf } from '../messages/issue.ts';
import { eachValue, markOf, valueAt, type Path } from '../walk.ts';

type Schema = z.core.$ZodType;

/** The instants a window opens and closes: [from, until), either left open. */
export interface Window {
  from?: number;
  until?: number;
}

export const holds = (window: Window | undefined, at: number) =>
  window === undefined ||
  ((window.from === undefined || at >= window.from) && (window.until === undefined || at < window.until));

/** A content file as the timeline reads it: its data as written (valid), and the schema that reads it. */
export interface TimedFile {
  kind: FileKind;
  name: string;
  data: unknown;
  schema: Schema;
}

/** Something that may be out of the site at a moment. */
export interface Thing<F extends TimedFile = TimedFile> {
  file: F;
  /** Where it is in the file's data: a list's item, a section; `[]` for a page. */
  path: Path;
  /** Its own window, when it has a schedule. */
  window?: Window;
  /** The addresses of the pages its links lead to, whose windows it takes. */
  linksTo: string[];
}

/** A link that cannot leave the site with the page it leads to: no list item or section holds it. */
export interface FixedLink<F extends TimedFile = TimedFile> {
  file: F;
  path: Path;
  to: string;
}

const keyOf = (file: TimedFile, path: Path) => `${file.name}\u0000${yamlPathOf(path)}`;
const startsWith = (path: Path, prefix: Path) =>
  prefix.length <= path.length && prefix.every((segment, index) => path[index] === segment);

export class Timeline<F extends TimedFile = TimedFile> {
  readonly things: Thing<F>[] = [];
  readonly fixedLinks: FixedLink<F>[] = [];
  private readonly byKey = new Map<string, Thing<F>>();
  /** Each file's things, for what asks about one place of one file. */
  private readonly byFile = new Map<TimedFile, Thing<F>[]>();
  /** Each page's own thing, by its address. */
  private readonly pages = new Map<string, Thing<F>>();

  constructor(readonly files: readonly F[]) {
    for (const file of files) {
      const thing = (path: Path) => {
        const key = keyOf(file, path);
        const known: Thing<F> = this.byKey.get(key) ?? { file, path, linksTo: [] };
        if (!this.byKey.has(key)) {
          this.byKey.set(key, known);
          this.things.push(known);
          this.byFile.set(file, [...(this.byFile.get(file) ?? []), known]);
        }
        return known;
      };
      if (file.kind === 'page') {
        const page = thing([]);
        const address = valueAt(file.data, ['path']);
        if (typeof address === 'string') this.pages.set(address, page);
      }
      // The items of lists (and sections) that may carry a schedule, outer first: a link belongs to the nearest.
      const holders: Path[] = [];
      eachValue(file.schema, file.data, (field, resolved, value, path) => {
        if (markOf(scheduleMarks, field)) {
          thing(path.slice(0, -1)).window = windowOf(value as { from?: unknown; until?: unknown } | undefined);
          return false;
        }
        const reference = markOf(references, field);
        if (reference) {
          if (reference.kind !== 'page' || typeof value !== 'string') return false;
          const holder = holders.findLast((candidate) => startsWith(path, candidate));
          if (holder) thing(holder).linksTo.push(value);
          else this.fixedLinks.push({ file, path, to: value });
          return false;
        }
        const shape = resolved._zod.def.type === 'object' ? (resolved._zod.def as z.core.$ZodObjectDef).shape : {};
        if (typeof path.at(-1) === 'number' && scheduleKey in shape) holders.push(path);
        return true;
      });
    }
  }

  /** Whether a page is on the site at `at`: one that does not exist never is. */
  pageOnAt(address: string, at: number): boolean {
    const page = this.pages.get(address);
    return page !== undefined && holds(page.window, at);
  }

  /** Whether a thing itself lets it be on the site at `at`: its window, and the pages its links lead to. */
  ownOnAt(thing: Thing<F>, at: number): boolean {
    return holds(thing.window, at) && thing.linksTo.every((address) => this.pageOnAt(address, at));
  }

  /** The things around `path` in `file` (its page, its section…), outermost first, `path`'s own included. */
  private around(file: TimedFile, path: Path): Thing<F>[] {
    return (this.byFile.get(file) ?? []).filter((thing) => startsWith(path, thing.path));
  }

  /** Whether what is at `path` in `file` is on the site at `at`: it and everything around it. */
  onAt(file: TimedFile, path: Path, at: number): boolean {
    return this.around(file, path).every((thing) => this.ownOnAt(thing, at));
  }

  /**
   * The file's data as the site has it at `at`: each item of a list (or section) that is out, left
   * out. Undefined for a page that is out. The data itself when nothing of it is out.
   */
  dataAt(file: TimedFile, at: number): unknown {
    const out = new Set(
      this.things
        .filter((thing) => thing.file === file && !this.ownOnAt(thing, at))
        .map((thing) => yamlPathOf(thing.path)),
    );
    if (out.size === 0) return file.data;
    if (out.has('')) return undefined;
    const copy = (value: unknown, path: Path): unknown => {
      if (Array.isArray(value))
        return value.flatMap((item, index) =>
          out.has(yamlPathOf([...path, index])) ? [] : [copy(item, [...path, index])],
        );
      if (typeof value !== 'object' || value === null) return value;
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, copy(item, [...path, key])]));
    };
    return copy(file.data, []);
  }

  /** The instants a window opens or closes after `at`, earliest first. */
  boundariesAfter(at: number): number[] {
    const instants = this.things.flatMap(({ window }) => [window?.from, window?.until]);
    return [...new Set(instants.filter((instant): instant is number => instant !== undefined && instant > at))].sort(
      (a, b) => a - b,
    );
  }

  /** What the site shows at `at`, as the things on it: equal for two moments when the site is the same. */
  private shownAt(at: number): string {
    return this.things
      .filter((thing) => this.onAt(thing.file, thing.path, at))
      .map((thing) => keyOf(thing.file, thing.path))
      .join('\n');
  }

  /**
   * The first moment after `at` when the site must change: a thing comes or goes (a boundary inside
   * something that is out anyway changes nothing); undefined when nothing ever will.
   */
  nextChangeAfter(at: number): number | undefined {
    const now = this.shownAt(at);
    return this.boundariesAfter(at).find((boundary) => this.shownAt(boundary) !== now);
  }

  /** The things that come or go at `at` (on just before it, off from it, or the other way round). */
  changesAt(at: number): { thing: Thing<F>; appears: boolean }[] {
    return this.things.flatMap((thing) => {
      const before = this.onAt(thing.file, thing.path, at - 1);
      const after = this.onAt(thing.file, thing.path, at);
      return before === after ? [] : [{ thing, appears: after }];
    });
  }
}

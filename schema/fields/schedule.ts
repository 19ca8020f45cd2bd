import * as z from 'zod';
import { globalRegistry } from 'zod';
import { explained } from '../messages/explained.ts';
import { instantOfMoment, momentPattern, readMoment } from '../schedule/moment.ts';
import { formWords } from './form-words.ts';

/** A moment of a schedule: a real day, and an hour if wanted, on Brasília's clock (schema/schedule/moment.ts). */
const momentSchema = z
  .string()
  .trim()
  .refine((value) => readMoment(value) !== undefined, explained('schedule-moment'))
  .meta({ pattern: momentPattern.source });

/** The instants a schedule's window opens and closes, where it says them; a moment it cannot read is left out. */
export function windowOf(schedule: { from?: unknown; until?: unknown } | undefined): { from?: number; until?: number } {
  const instant = (value: unknown, as: 'start' | 'end') => {
    const moment = typeof value === 'string' ? readMoment(value.trim()) : undefined;
    return moment ? instantOfMoment(moment, as) : undefined;
  };
  const from = instant(schedule?.from, 'start');
  const until = instant(schedule?.until, 'end');
  return { ...(from !== undefined ? { from } : {}), ...(until !== undefined ? { until } : {}) };
}

/** Marks the schedule's schema, for the walks that find every schedule in a file (schema/walk.ts `markedIn`). */
export const scheduleMarks = z.registry<{ schedule: true }>();

/**
 * When something shows on the site: from a moment, until a moment, or between the two. Left out,
 * always. A day without an hour starts at its 00:00 and, as `until`, lasts the whole day.
 */
export const scheduleSchema = z
  .strictObject({
    from: momentSchema
      .optional()
      .describe('Quando começa a aparecer: "2026-12-24" (desde 00:00) ou "2026-12-24 18:00", hora de Brasília.')
      .register(formWords, {
        label: 'A partir de',
        hint: 'O dia (e, se quiser, a hora) em que aparece. Sem dia: já aparece.',
      }),
    until: momentSchema
      .optional()
      .describe(
        'O último dia em que aparece, "2027-01-02" (até o fim do dia), ou o momento em que sai do ar, "2027-01-02 18:00".',
      )
      .register(formWords, {
        label: 'Até',
        hint: 'O último dia em que aparece (sem hora, vale o dia inteiro: sai do ar à meia-noite), ou o dia e a hora em que sai do ar. Sem dia: não sai do ar.',
      }),
  })
  .refine((schedule) => {
    const { from, until } = windowOf(schedule);
    return from === undefined || until === undefined || until > from;
  }, explained('schedule-order'))
  .describe(
    'Quando aparece no site: from (a partir de), until (até) ou os dois, em hora de Brasília. Sem isto, aparece sempre. O site muda sozinho nesses momentos.',
  )
  .register(formWords, {
    label: 'Quando aparece',
    hint: 'Sempre, ou só entre dois momentos (hora de Brasília): o site mostra e tira isto sozinho, sem ninguém publicar de novo.',
  })
  .register(scheduleMarks, { schedule: true });

export type Schedule = z.input<typeof scheduleSchema>;

/** The key a schedule is written under, in every section, list item and page that may have one. */
export const scheduleKey = 'schedule';

/** The field itself: the page's schema names it; `scheduled` adds it to sections and list items. */
export const scheduleField = scheduleSchema.optional();

type AnySchema = z.core.$ZodType;

/** Carries the metadata the CMS, the guide and the JSON Schemas read (description, form words) to a rebuilt schema. */
function withMetaOf<S extends AnySchema>(rebuilt: S, original: AnySchema): S {
  const meta = globalRegistry.get(original);
  if (meta) globalRegistry.add(rebuilt, meta);
  const words = formWords.get(original);
  if (words) formWords.add(rebuilt, words);
  return rebuilt;
}

/**
 * `schema` that may also carry a schedule: its object gets the `schedule` field, and the schedule is
 * taken off again before anything reads the value (the schema's own transforms, the renderers), so
 * that the types of the site never see it. What is out of its window is left out of the content
 * before it is parsed (schema/schedule/timeline.ts). The one place that adds the field: the section
 * registry gives it to every section type, `itemList` to every item of a list.
 */
export function scheduled<S extends z.ZodType>(schema: S): S {
  const def = schema._zod.def;
  if (def.type === 'pipe') {
    const pipe = def as z.core.$ZodPipeDef;
    return withMetaOf(z.pipe(scheduled(pipe.in as z.ZodType), pipe.out as never), schema) as unknown as S;
  }
  if (def.type !== 'object')
    throw new Error(`scheduled: only an object (or a transformed object) may carry a schedule, not a ${def.type}`);
  const extended = (schema as unknown as z.ZodObject).safeExtend({ [scheduleKey]: scheduleField });
  return withMetaOf(
    extended.transform(({ [scheduleKey]: _schedule, ...value }) => value),
    schema,
  ) as unknown as S;
}

/**
 * A list of items, each of which may carry a schedule: every list of a section (cards, reasons,
 * steps, buttons…) and the menu and footer links. Bounds, description and form words follow as on
 * any `z.array`.
 */
export const itemList = <S extends z.ZodType>(item: S) => z.array(scheduled(item));

import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import type { LiveState } from '../../admin/going-live/follow.ts';
import {
  followScheduled,
  nextScheduled,
  scheduledChange,
  scheduledWords,
  type ScheduledWays,
} from '../../admin/going-live/scheduled.ts';
import type { PublishedChange } from '../../admin/session/published.ts';
import type { BuiltVersion } from '../../schema/load/built-version.ts';

const at = (wall: string) => Date.parse(`${wall}-03:00`);
const home = readFileSync('content/pages/home.yaml', 'utf8');
/** The home page's opening section, given a window: the holiday notice of a test. */
const homeWith = (window: string) => home.replace(/^( {2}- type: hero\n)/m, `$1    schedule:\n${window}`);
const published = (path: string, after: string): PublishedChange => ({
  files: [{ path, before: undefined, after }],
  message: 'Página inicial: agendamento',
  at: new Date(at('2026-12-01T10:00:00')),
});
const heroTitle = /^ {2}- type: hero\n(?:(?! {2}- ).*\n)*? {4}title: (.+)$/m.exec(home)![1]!;

describe('what a published change will do by itself', () => {
  test('the next moment, what comes, and the line said after Publicar', () => {
    const change = published('content/pages/home.yaml', homeWith('      from: 2026-12-24\n      until: 2027-01-02\n'));
    const next = nextScheduled(change, at('2026-12-01T10:00:00'));
    expect(next).toEqual({ at: at('2026-12-24T00:00:00'), what: `“${heroTitle}”`, appears: true, others: 0 });
    expect(scheduledWords(next!, at('2026-12-01T10:00:00'), false)).toEqual({
      message: `Em 24/12 às 00:00, sem ninguém publicar de novo, aparece “${heroTitle}”.`,
      hint: 'O site muda sozinho nesse momento.',
    });
    expect(scheduledWords(next!, at('2026-12-01T10:00:00'), true).hint).toBe(
      'Na prévia ao vivo deste computador, a mudança aparece nesse momento.',
    );
    // Then it leaves, at the end of its last day; and then nothing.
    expect(nextScheduled(change, at('2026-12-24T00:00:00'))).toMatchObject({
      at: at('2027-01-03T00:00:00'),
      appears: false,
    });
    expect(nextScheduled(change, at('2027-01-03T00:00:00'))).toBeUndefined();
    expect(scheduledChange(next!).message).toBe(`Mudança agendada: apareceu “${heroTitle}”`);
  });

  test('a page that comes is named as a page, not by each of its sections', () => {
    const page =
      'path: /natal\ntitle: Natal\ndescription: A campanha.\nschedule:\n  from: 2026-12-10 09:00\nsections:\n  - type: cta\n    title: Feliz Natal\n    schedule:\n      until: 2026-12-25\n    buttons:\n      - label: Fale\n        action: notice\n';
    expect(nextScheduled(published('content/pages/natal.yaml', page), at('2026-12-01T10:00:00'))).toEqual({
      at: at('2026-12-10T09:00:00'),
      what: 'a página “Natal”',
      appears: true,
      others: 0,
    });
  });

  test('nothing, for a change with no schedule to come', () => {
    expect(nextScheduled(published('content/pages/home.yaml', home), at('2026-12-01T10:00:00'))).toBeUndefined();
  });
});

describe('following a scheduled change to the live site', () => {
  const due = at('2026-12-24T00:00:00');
  const version = (builtAt: string): BuiltVersion => ({ commit: null, content: 'x', builtAt, nextChangeAt: null });

  function run(live?: (now: number) => BuiltVersion | undefined) {
    let now = at('2026-12-23T22:00:00');
    const states: (LiveState & { at: number })[] = [];
    const ways: ScheduledWays = {
      ...(live ? { liveVersion: () => Promise.resolve(live(now)) } : {}),
      wait: (ms) => {
        now += ms;
        return Promise.resolve();
      },
      now: () => now,
    };
    return followScheduled(due, ways, (state) => states.push({ ...state, at: now })).then(() => states);
  }

  test('waits for its moment, then publishing until the live site was built after it, then live since that build', async () => {
    // The hosts' scheduled rebuild runs two minutes after the moment.
    const states = await run((now) =>
      version(new Date(now < due + 120_000 ? due - 3_600_000 : due + 110_000).toISOString()),
    );
    expect(states.map((state) => [state.kind, state.at >= due])).toEqual([
      ['publishing', true],
      ['live', true],
    ]);
    expect(states[1]).toMatchObject({ since: new Date(due + 110_000) });
  });

  test('on this machine, live at its moment: the live preview follows the clock', async () => {
    expect(await run()).toEqual([{ kind: 'live', since: new Date(due), at: due }]);
  });
});

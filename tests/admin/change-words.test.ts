import { describe, expect, it } from 'vitest';
import { generatedConfig } from '../../admin/cms-config.ts';
import { changeLines } from '../../admin/session/words/change-words.ts';
import { placeSeparator } from '../../admin/session/words/form-place.ts';
import { say } from '../../schema/messages/catalogue/index.ts';
import { heroOf, homeData, homeFile } from './session-harness.ts';

const sections = generatedConfig.collections[0].fields.find((field) => field.name === 'sections')!;
const hero = sections.types!.find((type) => type.name === 'hero')!;
const buttons = hero.fields!.find((field) => field.name === 'buttons')!;
const action = buttons.fields!.find((field) => field.name === 'action') as {
  label: string;
  options: { label: string; value: string }[];
};
const choice = (value: string) => `“${action.options.find((option) => option.value === value)!.label}”`;
const heroPosition = homeData().sections.findIndex((section) => section.type === 'hero') + 1;
const actionPlace = [`Seção ${heroPosition} · ${hero.label}`, `${buttons.label_singular} 1`, action.label].join(
  placeSeparator,
);

describe("a button's action, in the words of a change", () => {
  it('says the choice before and after, never the notice coming or going as "vazio"', () => {
    const notice = homeData();
    const whatsApp = homeData();
    const button = (heroOf(whatsApp).buttons as Record<string, unknown>[])[0]!;
    delete button.action;
    button.href = 'https://wa.me/5511987654321';
    (heroOf(notice).buttons as Record<string, unknown>[])[0]!.action = 'notice';

    const there = changeLines(homeFile, notice, whatsApp);
    expect(there).toContain(
      say('cms-change-changed', { place: actionPlace, before: choice('notice'), after: choice('external') }).message,
    );
    const back = changeLines(homeFile, whatsApp, notice);
    expect(back).toContain(
      say('cms-change-changed', { place: actionPlace, before: choice('external'), after: choice('notice') }).message,
    );
    const actionLines = [...there, ...back].filter((line) => line.startsWith(actionPlace));
    expect(actionLines).toHaveLength(2);
    expect(actionLines.join('\n')).not.toContain(say('cms-value-empty').message);
  });
});

describe('a WhatsApp address, in the words of a change', () => {
  it('says the number and the message as the helper shows them, never the address in code', () => {
    const before = homeData();
    const after = homeData();
    const button = (heroOf(after).buttons as Record<string, unknown>[])[0]!;
    delete button.action;
    button.href = 'https://wa.me/5511987654321?text=Ol%C3%A1%2C%20quero%20agendar%20uma%20consulta';
    const words = changeLines(homeFile, before, after).join('\n');
    expect(words).toContain(
      say('cms-value-whatsapp', { number: '(11) 98765-4321', message: 'Olá, quero agendar uma consulta' }).message,
    );
    expect(words).not.toContain('%20');
  });
});

describe('a photo replaced, in the words of a change', () => {
  it('names each photo by its file, as the photo library lists it', () => {
    const before = homeData();
    const after = homeData();
    const photo = (data: typeof before, src: string) => Object.assign(data, { sharePhoto: { src, alt: 'Sala' } });
    photo(before, 'images/sala-antiga.jpg');
    photo(after, 'images/sala-nova.jpg');
    const [line] = changeLines(homeFile, before, after);
    expect(line).toContain('“sala-antiga.jpg” → “sala-nova.jpg”');
    expect(line).not.toContain('images/');
  });
});

describe('a schedule, in the words of a change', () => {
  it('says its days as the form shows them, under "Quando aparece"', () => {
    const before = homeData();
    const after = homeData();
    heroOf(after).schedule = { from: '2026-12-24', until: '2027-01-02 18:00' };
    const schedule = hero.fields!.find((field) => field.name === 'schedule')!;
    const place = (part: string) =>
      [
        `Seção ${heroPosition} · ${hero.label}`,
        schedule.label,
        schedule.fields!.find((field) => field.name === part)!.label,
      ].join(placeSeparator);
    const whole = [`Seção ${heroPosition} · ${hero.label}`, schedule.label].join(placeSeparator);
    expect(changeLines(homeFile, before, after)).toEqual([
      say('cms-change-changed', { place: whole, before: '“Sempre”', after: '“de 24/12/2026 até 02/01/2027 às 18:00”' })
        .message,
    ]);
    // One end moved: that end, as typed.
    const later = homeData();
    heroOf(later).schedule = { from: '2026-12-26', until: '2027-01-02 18:00' };
    expect(changeLines(homeFile, after, later)).toEqual([
      say('cms-change-changed', { place: place('from'), before: '“24/12/2026”', after: '“26/12/2026”' }).message,
    ]);
    expect(changeLines(homeFile, later, before)).toEqual([
      say('cms-change-changed', { place: whole, before: '“de 26/12/2026 até 02/01/2027 às 18:00”', after: '“Sempre”' })
        .message,
    ]);
  });
});

import { fromJS, Map as ImmutableMap } from 'immutable';
import { describe, expect, it } from 'vitest';
import { chosenKind, isButton, kindOf, shows, withKind } from '../../admin/widgets/button-kind.ts';
import { buttonSchema } from '../../schema/fields/link.ts';
import { whatsappAddress } from '../../schema/fields/whatsapp.ts';

const button = (data: Record<string, string>) => ImmutableMap<string, unknown>(data);

describe("a button's kind in the form", () => {
  it('is read from the key the button has, the notice when it has neither a page nor an address', () => {
    expect(kindOf(button({ label: 'A', action: 'notice' }))).toBe('notice');
    expect(kindOf(button({ label: 'A' }))).toBe('notice');
    expect(kindOf(button({ label: 'A', to: '/contato' }))).toBe('page');
    expect(kindOf(button({ label: 'A', href: '' }))).toBe('external');
  });

  it('shows as chosen only what the file says: nothing for a new button, which the editor then chooses', () => {
    expect(chosenKind(button({ label: 'A' }))).toBeUndefined();
    expect(chosenKind(undefined)).toBeUndefined();
    expect(chosenKind(button({ label: 'A', action: 'notice' }))).toBe('notice');
    expect(chosenKind(button({ label: 'A', href: '' }))).toBe('external');
  });

  it('changes to another kind with the keys of the others taken away, so the schema always meets one action', () => {
    const page = withKind(button({ label: 'A', action: 'notice', style: 'secondary' }), 'page');
    expect(page.toJS()).toEqual({ label: 'A', to: '', style: 'secondary' });
    const external = withKind(button({ label: 'A', to: '/contato' }), 'external');
    expect(external.toJS()).toEqual({ label: 'A', href: '' });
    // A choice emptied (null) is the notice, never a value the schema would call null.
    const notice = withKind(button({ label: 'A', href: 'https://wa.me/5511987654321' }), null);
    expect(notice.toJS()).toEqual({ label: 'A', action: 'notice' });
    expect(buttonSchema.safeParse(notice.toJS()).success).toBe(true);
    // Back to a kind already filled in: what was there stays.
    expect(withKind(button({ label: 'A', to: '/contato' }), 'page').toJS()).toEqual({ label: 'A', to: '/contato' });
  });

  it('shows the choice and the field of its kind only', () => {
    const external = button({ label: 'A', href: 'https://exemplo.com.br' });
    expect(['label', 'action', 'to', 'href', 'style'].filter((name) => shows(external, name))).toEqual([
      'label',
      'action',
      'href',
      'style',
    ]);
  });

  it('is told by the fields a group has: a button has the three keys', () => {
    const fields = (names: string[]) => fromJS(names.map((name) => ({ name })));
    expect(isButton(fields(['label', 'action', 'to', 'href', 'style']))).toBe(true);
    expect(isButton(fields(['label', 'to']))).toBe(false);
    expect(isButton(undefined)).toBe(false);
  });
});

describe('a WhatsApp number, as people write it', () => {
  it.each([
    ['(11) 98765-4321', 'https://wa.me/5511987654321'],
    ['11 3456-7890', 'https://wa.me/551134567890'],
    ['+55 21 99876 5432', 'https://wa.me/5521998765432'],
  ])('%s opens %s, an address the button accepts', (typed, address) => {
    expect(whatsappAddress(typed)).toBe(address);
    expect(buttonSchema.safeParse({ label: 'WhatsApp', href: address }).success).toBe(true);
  });

  it.each(['98765-4321', '(01) 98765-4321', '(11) 98765-432', 'whatsapp'])('%s is not yet a number', (typed) =>
    expect(whatsappAddress(typed)).toBeUndefined(),
  );
});

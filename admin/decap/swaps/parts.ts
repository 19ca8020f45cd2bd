import type { CMS, CmsWidgetParam } from 'decap-cms-core';
import booleanWidget from 'decap-cms-widget-boolean';
import imageWidget from 'decap-cms-widget-image';
import listWidget from 'decap-cms-widget-list';
import numberWidget from 'decap-cms-widget-number';
import objectWidget from 'decap-cms-widget-object';
import relationWidget from 'decap-cms-widget-relation';
import selectWidget from 'decap-cms-widget-select';
import stringWidget from 'decap-cms-widget-string';
import textWidget from 'decap-cms-widget-text';
import type { CmsWidgetName } from '../../../schema/generate/cms-field.ts';
import { AddressControl } from '../../widgets/AddressControl.tsx';
import { ChoiceControl } from '../../widgets/ChoiceControl.tsx';
import { IconControl } from '../../widgets/IconControl.tsx';
import { ImageControl } from '../../widgets/ImageControl.ts';
import { ListControl } from '../../widgets/ListControl.tsx';
import { PhotoObjectControl } from '../../widgets/PhotoObjectControl.tsx';
import { ScheduleControl } from '../../widgets/ScheduleControl.tsx';

/**
 * The CMS is Decap's core with only the parts the generated configuration uses, not decap-cms-app
 * with every widget, backend and language (1.6 MB gzip): the widgets its fields name — every name
 * the generator may write must have one here, or this fails `tsc`; the site's own icon picker among
 * them. Its backends, the local one of `npm run cms` and the GitHub one of the published site, are
 * registered guarded, over the save session (admin/main.tsx).
 */
const widgets: Record<Exclude<CmsWidgetName, 'hidden'>, () => CmsWidgetParam> = {
  // A button's address, typed or made from a WhatsApp number (admin/widgets/AddressControl.tsx).
  address: () => ({ ...stringWidget.Widget(), controlComponent: AddressControl as never }),
  boolean: () => booleanWidget.Widget(),
  // A few kinds in words, all in view (admin/widgets/ChoiceControl.tsx).
  choice: () => ({ name: 'choice', controlComponent: ChoiceControl as never }),
  // Decap types a control as its props; it is the component.
  icon: () => ({ name: 'icon', controlComponent: IconControl as never }),
  // Decap's image field, drawn again once the photo has loaded (admin/widgets/ImageControl.ts).
  image: () => ({ ...imageWidget.Widget(), controlComponent: ImageControl as never }),
  // Decap's list, its folded items opening from their text (admin/widgets/ListControl.tsx).
  list: () => ({ ...listWidget.Widget(), controlComponent: ListControl as never }),
  number: () => numberWidget.Widget(),
  // Decap's group of fields, a button's drawn as a choice of three and a photo with its crop
  // (admin/widgets/PhotoObjectControl.tsx).
  object: () => ({ ...objectWidget.Widget(), controlComponent: PhotoObjectControl as never }),
  relation: () => relationWidget.Widget(),
  // "Quando aparece": always, or between two moments picked in pt-BR (admin/widgets/ScheduleControl.tsx).
  schedule: () => ({ name: 'schedule', controlComponent: ScheduleControl as never }),
  select: () => selectWidget.Widget(),
  string: () => stringWidget.Widget(),
  text: () => textWidget.Widget(),
};

export function registerDecapParts(cms: CMS): void {
  for (const [name, widget] of Object.entries(widgets)) cms.registerWidget({ ...widget(), name });
}

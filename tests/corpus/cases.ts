import { reservedAddressCases } from './cases/addresses.ts';
import { editorMistakeCases } from './cases/editor-mistakes.ts';
import { editorsCases } from './cases/editors.ts';
import type { CorpusCase } from './cases/edits.ts';
import { fileNameCases } from './cases/file-names.ts';
import { specialFileCases } from './cases/files.ts';
import { invisibleCharacterCases } from './cases/invisible.ts';
import { lineEndCases } from './cases/line-ends.ts';
import { linkCases } from './cases/links.ts';
import { pastedCharacterCases } from './cases/pasted.ts';
import { photoFieldCases } from './cases/photo-fields.ts';
import { photoFileCases } from './cases/photos.ts';
import { placeCases } from './cases/places.ts';
import { referenceCases } from './cases/references.ts';
import { scheduleCases } from './cases/schedule.ts';
import { siteSettingCases } from './cases/site-settings.ts';
import { valueKindCases } from './cases/value-kinds.ts';
import { yamlAndFileCases } from './cases/yaml-and-files.ts';
import { yamlSyntaxCases } from './cases/yaml-syntax.ts';

/** Every case of the corpus: broken content, each with the exact messages it must get (none for a valid one). */
export const corpus: CorpusCase[] = [
  ...yamlSyntaxCases,
  ...referenceCases,
  ...valueKindCases,
  ...photoFieldCases,
  ...siteSettingCases,
  ...yamlAndFileCases,
  ...editorMistakeCases,
  ...specialFileCases,
  ...reservedAddressCases,
  ...invisibleCharacterCases,
  ...lineEndCases,
  ...linkCases,
  ...pastedCharacterCases,
  ...photoFileCases,
  ...scheduleCases,
  ...fileNameCases,
  ...placeCases,
  ...editorsCases,
];

/**
 * A field of the CMS's configuration as plain data, apart from the code that makes the fields
 * (cms-fields.ts) so that what reads a field's shape (its summary, the guide, the admin) imports no
 * more than the shape.
 */
import type { ImageFrame } from '../fields/image.ts';

/**
 * The widgets the generated configuration may name: Decap's own, and the site's icon picker. The
 * CMS registers exactly these (admin/decap/swaps/parts.ts, typed by this list); a hidden field has none.
 */
export type CmsWidgetName =
  | 'address'
  | 'boolean'
  | 'choice'
  | 'hidden'
  | 'icon'
  | 'image'
  | 'list'
  | 'number'
  | 'object'
  | 'relation'
  | 'schedule'
  | 'select'
  | 'string'
  | 'text';

/** One field of the Decap CMS configuration (https://decapcms.org/docs/widgets/), as plain data. */
export interface CmsField {
  name: string;
  label: string;
  label_singular?: string;
  widget: CmsWidgetName;
  required?: false;
  default?: unknown;
  hint?: string;
  pattern?: [string, string];
  options?: (string | { label: string; value: string })[];
  value_type?: 'int' | 'float';
  min?: number;
  max?: number;
  choose_url?: boolean;
  collection?: string;
  file?: string;
  value_field?: string;
  search_fields?: string[];
  display_fields?: string[];
  summary?: string;
  typeKey?: string;
  types?: CmsField[];
  field?: CmsField;
  fields?: CmsField[];
  /** A photo the section crops: the form shows the crop (admin/widgets/PhotoCrop.tsx). */
  frame?: ImageFrame;
}

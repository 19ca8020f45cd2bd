import type { ReactElement } from 'react';
import { ObjectControl, type ObjectProps } from './ObjectControl.tsx';
import { isPhoto, PhotoFields, type PhotoGroupProps } from './photo-fields.tsx';

type Field = ObjectProps['field'];

/**
 * The site's group of fields (ObjectControl.tsx) that also draws a photo: the crop a section makes of
 * it, with its focus, and the question of its description once it is replaced (photo-fields.tsx).
 * Registered as the form's object widget (decap/swaps/parts.ts), not bundled into Decap's list as its
 * items' control is (no list of photos exists): what the crop reads of Decap's loaded photos is the
 * admin's copy of Decap's store, which a copy inside Decap's bundle would not share.
 */
export class PhotoObjectControl extends ObjectControl {
  private readonly photo = new PhotoFields(
    () => this.props as ObjectProps & PhotoGroupProps,
    () => this.forceUpdate(),
  );

  constructor(props: ObjectProps) {
    super(props);
    const renderFields = this.renderFields;
    this.renderFields = (multiFields, singleField) =>
      renderFields(multiFields && isPhoto(this.props.field) ? this.photo.order(multiFields) : multiFields, singleField);
  }

  override controlFor(field: Field, key: unknown) {
    const control = super.controlFor(field, key);
    if (!control || !isPhoto(this.props.field)) return control;
    return this.photo.control(control as never, field) as ReactElement<never>;
  }
}

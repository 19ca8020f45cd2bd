import { List, type Map as ImmutableMap } from 'immutable';
import { cloneElement, Fragment, type ComponentProps, type ReactElement } from 'react';
import type { ImageFocus, ImageFrame } from '../../schema/fields/image.ts';
import { DescribeAgain } from '../photos/DescribeAgain.tsx';
import { PhotoCrop } from './PhotoCrop.tsx';

type Field = ImmutableMap<string, unknown>;
type Item = ImmutableMap<string, unknown>;

/** What this file gives a field's control (Decap's EditorControl): who hears its change. */
interface ControlProps {
  onChange: (field: Field, value: unknown, metadata?: unknown) => void;
}

/** What a photo's group of fields (Decap's object control) is handed. */
export interface PhotoGroupProps {
  field: Field;
  value: Item | undefined;
  getAsset: ComponentProps<typeof PhotoCrop>['getAsset'];
  /** Sets one field of the group. */
  onChangeObject: (field: Field, value: unknown) => void;
}

const fieldsOf = (group: Field) => (group.get('fields') as List<Field> | undefined) ?? List<Field>();
const named = (group: Field, name: string) => fieldsOf(group).find((field) => field.get('name') === name);

/** Whether a group of fields is a photo (schema/fields/image.ts): its file, and its description. */
export const isPhoto = (group: Field): boolean =>
  named(group, 'src')?.get('widget') === 'image' && named(group, 'alt') !== undefined;

/** The box the section crops the photo to, when it does (the generated `frame`, schema/fields/image.ts). */
const frameOf = (group: Field) =>
  (group.get('frame') as ImmutableMap<string, unknown> | undefined)?.toJS() as ImageFrame | undefined;

/**
 * A photo's fields in the form: the focus, with the crop it makes (PhotoCrop.tsx), right under the
 * photo of a section that crops it; and a new photo in the place of another asks for its description
 * again, under it (DescribeAgain.tsx), until the question is answered there or in the form's own field.
 */
export class PhotoFields {
  /** The new photo whose description is asked, and the description it replaced. */
  private asked?: { photo: string; before: string };

  constructor(
    private readonly props: () => PhotoGroupProps,
    /** Draws the group again: the question came or went. */
    private readonly redraw: () => void,
  ) {}

  /** The fields in the order they show: the focus under the photo where the section crops it. */
  order(fields: List<Field>): List<Field> {
    const focus = fields.find((field) => field.get('name') === 'focus');
    if (!frameOf(this.props().field) || !focus) return fields;
    const rest = fields.filter((field) => field !== focus);
    return rest.insert(rest.findIndex((field) => field.get('name') === 'src') + 1, focus);
  }

  control(control: ReactElement<ControlProps>, field: Field): ReactElement {
    const { field: group, value, getAsset } = this.props();
    const name = field.get('name');
    const hear = (after: (changed: unknown) => void) =>
      cloneElement(control, {
        onChange: (changed, newValue, metadata) => {
          control.props.onChange(changed, newValue, metadata);
          after(newValue);
        },
      });
    if (name === 'src') {
      const before = value?.get('src');
      const photoControl = hear((src) => {
        if (typeof src === 'string' && src && before && src !== before) this.ask(src);
      });
      return (
        <Fragment key={control.key}>
          {photoControl}
          {this.asked && (
            <DescribeAgain {...this.asked} answer={(text) => this.answer(text)} dismiss={() => this.close()} />
          )}
        </Fragment>
      );
    }
    if (name === 'alt') return hear(() => this.close());
    const frame = frameOf(group);
    if (name !== 'focus' || !frame) return control;
    return (
      <PhotoCrop
        key={control.key}
        src={value?.get('src') as string | undefined}
        getAsset={getAsset}
        frame={frame}
        focus={value?.get('focus') as ImageFocus | undefined}
      >
        {control}
      </PhotoCrop>
    );
  }

  private ask(src: string): void {
    this.asked = {
      photo: src.split('/').at(-1) ?? src,
      before: (this.props().value?.get('alt') as string | undefined) ?? '',
    };
    this.redraw();
  }

  private answer(description: string): void {
    this.props().onChangeObject(named(this.props().field, 'alt')!, description);
    this.close();
  }

  private close(): void {
    if (!this.asked) return;
    this.asked = undefined;
    this.redraw();
  }
}

/** react-select/async in Portuguese, for Decap's relation widget (see select-in-portuguese.ts). */
import { createElement } from 'react';
import type { GroupBase } from 'react-select';
import AsyncSelect, { type AsyncProps } from 'react-select/async';
import { portugueseSelectProps } from './select-in-portuguese.ts';

export default function AsyncSelectInPortuguese(props: AsyncProps<unknown, boolean, GroupBase<unknown>>) {
  return createElement(AsyncSelect, { ...props, ...portugueseSelectProps });
}

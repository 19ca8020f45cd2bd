import type { Path } from '../walk.ts';
import type { Words } from './catalogue/index.ts';

/** One thing wrong in the content, told so that an editor who is not a developer can fix it. */
export interface ContentIssue extends Words {
  /** e.g. `content/pages/home.yaml` */
  file: string;
  line: number;
  column: number;
  /** Where in the YAML, e.g. `sections[0].buttons[1].label`; empty for the whole file. */
  yamlPath: string;
  /**
   * The field at fault, as data: what the CMS names by the form's labels and marks. The same place
   * as `yamlPath`, except for a missing field: its own path, where `yamlPath` is the block that lacks it.
   */
  fieldPath: Path;
  /** The offending lines with the spot underlined; empty when the file could not be read. */
  frame: string;
}

/** A problem found in a file's data, before it is given a line and column. */
export interface Finding extends Words {
  path: Path;
  /** `key` points at the name of a field (unknown keys); `value` at what follows it. */
  target: 'key' | 'value';
  /** For an unknown key: the field it probably misspells, whose "missing" finding it makes redundant. */
  misspells?: Path;
  /** For a missing required field: its path. */
  missing?: Path;
}

export function yamlPathOf(path: Path): string {
  return path.reduce<string>(
    (out, segment) =>
      typeof segment === 'number' ? `${out}[${segment}]` : out ? `${out}.${String(segment)}` : String(segment),
    '',
  );
}

/** An issue about a whole file (missing, unreadable), pointing at its start. */
export function fileIssue(file: string, words: Words): ContentIssue {
  return { file, line: 1, column: 1, yamlPath: '', fieldPath: [], ...words, frame: '' };
}

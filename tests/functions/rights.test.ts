import { describe, expect, test } from 'vitest';
import { misplacedWrite, refusedChanges, type FileChange } from '../../functions/editor-api/rights.ts';
import { judgeWrittenFile } from '../../schema/load/content-places.ts';

const file = (sha = 'a', mode = '100644', type = 'blob') => ({ sha, mode, type });
const page = 'content/pages/assessoria.yaml';
const texts = new Map([[page, 'path: /assessoria\ntitle: A\ndescription: B\ncompany: assessoria\nsections: []\n']]);

// The content's rule itself is shared with the admin and tested with it (tests/schema/rights.test.ts).
describe('who may change which file, as the function moves the branch', () => {
  test('the content’s rule, as the admin reads it', () => {
    const changed: FileChange = { path: page, before: file('a'), after: file('b') };
    expect(refusedChanges({ edits: ['assessoria'] }, [changed], texts, texts)).toEqual([]);
    expect(refusedChanges({ edits: ['consultorio'] }, [changed], texts, texts)).toEqual([page]);
  });

  test('only plain files, never a link, an executable or another repository: not even for all', () => {
    for (const odd of [file('b', '120000'), file('b', '100755'), file('b', '160000', 'commit')]) {
      const changes: FileChange[] = [
        { path: 'content/pages/outra.yaml', after: file('c') },
        { path: page, before: file(), after: odd },
      ];
      expect(refusedChanges({ edits: ['all'] }, changes, texts, texts)).toEqual([page]);
    }
  });

  test('every file written where the site reads it, with the words the admin says of it: not even for all', () => {
    const written = (path: string): FileChange => ({ path, after: file('c') });
    const fine = ['content/pages/nova.yaml', 'content/site.yaml', 'content/images/sala.jpg'].map(written);
    expect(misplacedWrite([...fine, { path: 'content/pages/.velha.yaml', before: file() }])).toBeUndefined();
    for (const [path, kind] of [
      ['content/pages/rascunhos/nova.yaml', 'text'],
      ['content/.escondida.yaml', 'text'],
      ['content/script.js', 'text'],
      ['content/images/.foto.jpg', 'photo'],
      ['src/routes/page.tsx', 'text'],
    ] as const) {
      expect(misplacedWrite([...fine, written(path)]), path).toEqual({ path, words: judgeWrittenFile(path, kind) });
      expect(judgeWrittenFile(path, kind), path).toBeDefined();
    }
  });
});

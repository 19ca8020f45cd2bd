import { describe, expect, it } from 'vitest';
import { commitMessageProblems, subjectLimit } from '../../../scripts/git/commit-message.ts';

const subjectOf = (length: number, letter = 'a') => letter.repeat(length);

describe('a commit message', () => {
  it('passes with a subject of the limit and the why in a body after a blank line', () => {
    expect(commitMessageProblems(`${subjectOf(subjectLimit)}\n\nWhy it was done.\n`)).toEqual([]);
  });

  it('passes with a subject alone', () => {
    expect(commitMessageProblems('Fix the footer links\n')).toEqual([]);
  });

  it('is refused with a subject past the limit, saying its length and the limit', () => {
    const [problem, ...rest] = commitMessageProblems(`${subjectOf(subjectLimit + 1)}\n\nWhy.\n`);
    expect(rest).toEqual([]);
    expect(problem).toContain(String(subjectLimit + 1));
    expect(problem).toContain(String(subjectLimit));
  });

  it('counts characters, not bytes: an accented subject of the limit passes', () => {
    expect(commitMessageProblems(`${subjectOf(subjectLimit, 'ç')}\n`)).toEqual([]);
    expect(commitMessageProblems(`${subjectOf(subjectLimit + 1, 'ç')}\n`)).toHaveLength(1);
  });

  it('is refused with a body right under the subject, which git would read as subject', () => {
    expect(commitMessageProblems('Fix the footer links\nbecause they broke.\n')).toHaveLength(1);
  });

  it('is read as git records it: without comment lines, nor the diff below the scissors of -v', () => {
    const verbose = [
      '# Please enter the commit message for your changes.',
      'Fix the footer links',
      '',
      'Why.',
      '# ------------------------ >8 ------------------------',
      subjectOf(200),
    ].join('\n');
    expect(commitMessageProblems(verbose)).toEqual([]);
  });

  it('leaves an empty message to git, which refuses it itself', () => {
    expect(commitMessageProblems('# only comments\n\n')).toEqual([]);
  });
});

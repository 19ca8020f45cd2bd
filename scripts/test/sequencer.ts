/**
 * The order Vitest runs the files of a group in: its own (projects one after another by name, then
 * the longest or largest file first), but for the projects of one long file, which start their group.
 * Vitest would run them after the others of their group, by name: lighthouse last of all, alone on
 * one worker while the other had nothing left to run.
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The projects of one long file that run beside the browser files (vitest.config.ts). */
const startFirst = new Set(['edited-copy', 'lighthouse']);

export class LongOnesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const group = (file: TestSpecification) => file.project.config.sequence.groupOrder;
    const rank = (file: TestSpecification) => (startFirst.has(file.project.name) ? 0 : 1);
    // Array.prototype.sort is stable: within each rank, Vitest's own order stays.
    return sorted.sort((a, b) => group(a) - group(b) || rank(a) - rank(b));
  }
}

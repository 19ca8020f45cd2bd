/**
 * The machine's load beside a measurement. Timings taken in Chromium, and Lighthouse's simulated
 * ones (scaled from what the page really cost the CPU), grow when other programs compete for the
 * processor: a figure read without the load blames the site for the machine.
 */
import os from 'node:os';

export interface MachineLoad {
  /**
   * os.loadavg() when the measurement started and when it ended (if it has): how many processes, on
   * average over the last 1, 5 and 15 minutes, were running or waiting for a processor.
   */
  before: number[];
  after?: number[];
  cores: number;
}

export const loadBefore = (): MachineLoad => ({ before: os.loadavg(), cores: os.availableParallelism() });

export const loadAfter = (load: MachineLoad): MachineLoad => ({ ...load, after: os.loadavg() });

const averages = (values: number[]) => values.map((value) => value.toFixed(2)).join(' ');

export function formatLoad({ before, after, cores }: MachineLoad): string {
  const when = after ? `antes ${averages(before)}, depois ${averages(after)}` : averages(before);
  return `carga da máquina (1, 5, 15 min): ${when} (${cores} núcleos)`;
}

/**
 * Why the figures are not to be trusted, or undefined when the machine was quiet enough. Before
 * measuring, other programs may use half the processors at most (the measurement then has the rest);
 * by the end, more processes wanting a processor than there are means some waited for one, the
 * measurement's own included. The last minute's average, which follows the machine most closely.
 */
export function busyReason({ before, after, cores }: MachineLoad): string | undefined {
  const [lastMinute] = before;
  if (lastMinute! >= cores / 2) {
    return `antes de medir, a carga do último minuto já era ${lastMinute!.toFixed(2)} em ${cores} núcleos`;
  }
  const [lastMinuteAfter] = after ?? [];
  if (lastMinuteAfter !== undefined && lastMinuteAfter > cores) {
    return `durante a medida, a carga do último minuto chegou a ${lastMinuteAfter.toFixed(2)}, mais que os ${cores} núcleos`;
  }
  return undefined;
}

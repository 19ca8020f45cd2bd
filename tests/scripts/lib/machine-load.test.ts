import { describe, expect, it } from 'vitest';
import { busyReason, formatLoad, loadAfter, loadBefore } from '../../../scripts/lib/machine-load.ts';

describe('the machine load beside a measurement', () => {
  it('is printed before and after, with the number of cores', () => {
    expect(formatLoad({ before: [0.5, 1, 1.25], cores: 2 })).toBe(
      'carga da máquina (1, 5, 15 min): 0.50 1.00 1.25 (2 núcleos)',
    );
    expect(formatLoad({ before: [0.5, 1, 1.25], after: [1.82, 3.78, 3.2], cores: 2 })).toBe(
      'carga da máquina (1, 5, 15 min): antes 0.50 1.00 1.25, depois 1.82 3.78 3.20 (2 núcleos)',
    );
  });

  it('is read from this machine', () => {
    const load = loadAfter(loadBefore());
    expect(load.cores).toBeGreaterThan(0);
    expect(load.before).toHaveLength(3);
    expect(load.after).toHaveLength(3);
  });

  it('makes the figures unreliable when others kept half the cores busy before, or more than all of them by the end', () => {
    expect(busyReason({ before: [0.9, 3, 3], after: [2, 2, 2], cores: 2 })).toBeUndefined();
    expect(busyReason({ before: [1, 0, 0], cores: 2 })).toBe(
      'antes de medir, a carga do último minuto já era 1.00 em 2 núcleos',
    );
    expect(busyReason({ before: [0.2, 0, 0], after: [2.3, 1, 1], cores: 2 })).toBe(
      'durante a medida, a carga do último minuto chegou a 2.30, mais que os 2 núcleos',
    );
  });
});

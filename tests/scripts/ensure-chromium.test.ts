import { describe, expect, it } from 'vitest';
import { runScript } from './run.ts';

describe('npm test’s Chromium step (pretest)', () => {
  it('says what to do, and stops, when Chromium is missing and cannot be installed from here', () => {
    // A path apt's package never fills: the step must not try to install it, only explain.
    const run = runScript('ensure-chromium.ts', [], { CHROMIUM_PATH: '/nao-existe/chromium' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Chromium não encontrado em /nao-existe/chromium');
    expect(run.stderr).toContain('apt-get install chromium');
    expect(run.stdout).not.toContain('instalando');
  });

  it('does nothing when Chromium is there', () => {
    const run = runScript('ensure-chromium.ts', [], { CHROMIUM_PATH: process.execPath });
    expect(run.status).toBe(0);
    expect(run.output).toBe('');
  });
});

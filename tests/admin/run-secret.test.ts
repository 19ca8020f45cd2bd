// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { runSecret, takeRunSecret } from '../../admin/repository/local/run-secret.ts';

const open = (address: string) => window.history.replaceState(null, '', address);

beforeEach(() => {
  window.sessionStorage.clear();
  open('/admin/');
});

describe('this run’s secret of npm run cms, in the CMS’s tab', () => {
  it('comes in the address, which it leaves at once, keeping the CMS’s route', () => {
    open(`/admin/?${runSecret.parameter}=abc123#/collections/paginas`);
    expect(takeRunSecret()).toBe('abc123');
    expect(window.location.search).toBe('');
    expect(window.location.hash).toBe('#/collections/paginas');
  });

  it('stays with the tab through a reload (an address without it), and a newer run’s replaces it', () => {
    open(`/admin/?${runSecret.parameter}=abc123`);
    takeRunSecret();
    open('/admin/#/');
    expect(takeRunSecret()).toBe('abc123');
    open(`/admin/?${runSecret.parameter}=novo`);
    expect(takeRunSecret()).toBe('novo');
  });

  it('is missing when the CMS was opened without it', () => {
    expect(takeRunSecret()).toBeUndefined();
  });
});

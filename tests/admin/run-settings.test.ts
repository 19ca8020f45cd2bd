// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cmsClock, cmsClockStands } from '../../admin/clock.ts';
import { runSetting } from '../../admin/run-settings.ts';
import { withRunSettings } from '../../scripts/build/admin-site.ts';

/** The CMS's page as `npm run cms` serves it (scripts/vite/admin.ts), loaded into this document. */
function served(settings: Parameters<typeof withRunSettings>[1]): void {
  const page = withRunSettings('<!doctype html><html><head><title>CMS</title></head><body></body></html>', settings);
  document.documentElement.innerHTML = new DOMParser().parseFromString(page, 'text/html').documentElement.innerHTML;
}

afterEach(() => {
  document.documentElement.innerHTML = '<head></head><body></body>';
});

describe("the run's settings, from the server into the CMS's page", () => {
  it('reads the local backend and the clock as the server wrote them', () => {
    served({ localBackend: 'http://127.0.0.1:8081/api/v1', clock: '2026-12-01T10:00:00-03:00' });
    expect(runSetting('localBackend')).toBe('http://127.0.0.1:8081/api/v1');
    expect(cmsClock()).toBe(Date.parse('2026-12-01T10:00:00-03:00'));
    expect(cmsClockStands()).toBe(true);
  });

  it('keeps a value with quotes and markup a value, never a tag of the page', () => {
    const typed = '"><script>alert(1)</script>&amp;';
    served({ clock: typed });
    expect(runSetting('clock')).toBe(typed);
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it('writes nothing of a setting not given: online, the CMS saves to the git host at the real time', () => {
    served({ localBackend: undefined, clock: '' });
    expect(document.head.querySelectorAll('meta')).toHaveLength(0);
    expect(runSetting('localBackend')).toBeUndefined();
    expect(cmsClockStands()).toBe(false);
    expect(Math.abs(cmsClock() - Date.now())).toBeLessThan(60_000);
  });
});

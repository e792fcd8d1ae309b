import { describe, expect, it } from 'vitest';
import { earlyScript } from '../../plugins/head-script/early-script';
import { fixLocation } from '../../plugins/head-script/fix-location';
import { caseRedirect, notFoundScript } from '../../plugins/head-script/not-found-script';

const BASE = '/react-native-filament/';

describe('fixLocation', () => {
  it('leaves clean paths alone', () => {
    expect(fixLocation('/react-native-filament/', BASE)).toBeNull();
    expect(fixLocation('/react-native-filament/docs/guides', BASE)).toBeNull();
    expect(fixLocation('/react-native-filament/docs/api/functions/useModel', BASE)).toBeNull();
    expect(fixLocation('/react-native-filament/docs/caf%C3%A9', BASE)).toBeNull();
  });

  it('sends index.html and .html paths to the clean path', () => {
    expect(fixLocation('/react-native-filament/index.html', BASE)).toEqual({
      kind: 'reload',
      path: BASE,
    });
    expect(fixLocation('/react-native-filament/docs/guides/index.html', BASE)).toEqual({
      kind: 'reload',
      path: '/react-native-filament/docs/guides',
    });
    expect(fixLocation('/react-native-filament/docs/api.html', BASE)).toEqual({
      kind: 'reload',
      path: '/react-native-filament/docs/api',
    });
    expect(fixLocation('/index.html', '/')).toEqual({ kind: 'reload', path: '/' });
  });

  it('escapes the % signs of a path with invalid percent-encoding', () => {
    const fix = fixLocation('/react-native-filament/docs/%E0%A4%A', BASE);
    expect(fix).toEqual({ kind: 'rewrite', path: '/react-native-filament/docs/%25E0%25A4%25A' });
    // The rewritten path decodes, and back to what the reader typed.
    expect(decodeURI(fix!.path)).toBe('/react-native-filament/docs/%E0%A4%A');
  });
});

describe('fixLocation: slashes', () => {
  it('drops a trailing slash, except on the base path itself', () => {
    expect(fixLocation('/react-native-filament/docs/guides/camera/', BASE)).toEqual({
      kind: 'reload',
      path: '/react-native-filament/docs/guides/camera',
    });
    expect(fixLocation('/react-native-filament/docs/api/', BASE)).toEqual({
      kind: 'reload',
      path: '/react-native-filament/docs/api',
    });
    expect(fixLocation('/react-native-filament/', BASE)).toBeNull();
  });

  it('collapses doubled slashes', () => {
    expect(fixLocation('/react-native-filament//docs/guides/camera', BASE)).toEqual({
      kind: 'reload',
      path: '/react-native-filament/docs/guides/camera',
    });
    expect(fixLocation('/react-native-filament/docs//guides///light/', BASE)).toEqual({
      kind: 'reload',
      path: '/react-native-filament/docs/guides/light',
    });
  });

  it('never leaves the base path', () => {
    // A protocol-relative result would be another site.
    expect(fixLocation('//evil.example/x', BASE)).toBeNull();
    expect(fixLocation('//react-native-filament/docs', BASE)).toEqual({
      kind: 'reload',
      path: '/react-native-filament/docs',
    });
    expect(fixLocation('/other/', BASE)).toBeNull();
    for (const path of ['//a//b/', '/x.html', '///', '/react-native-filament//', '//']) {
      const fix = fixLocation(path, BASE);
      if (fix?.kind === 'reload')
        expect(fix.path.startsWith(BASE) || `${fix.path}/` === BASE).toBe(true);
    }
  });
});

describe('caseRedirect', () => {
  const routes = [
    '/react-native-filament/docs/guides/camera',
    '/react-native-filament/docs/guides/LOGGING',
  ];

  it('finds the route that differs only in letter case', () => {
    expect(caseRedirect('/react-native-filament/docs/guides/Camera', routes)).toBe(routes[0]);
    expect(caseRedirect('/react-native-filament/docs/guides/logging', routes)).toBe(routes[1]);
  });

  it('leaves unknown and exact paths alone', () => {
    expect(caseRedirect('/react-native-filament/docs/guides/camera', routes)).toBeNull();
    expect(caseRedirect('/react-native-filament/docs/guides/nope', routes)).toBeNull();
  });

  it('inlines as valid JavaScript', () => {
    expect(() => new Function(notFoundScript(routes))).not.toThrow();
  });
});

describe('earlyScript', () => {
  const script = earlyScript({
    baseUrl: BASE,
    storageNamespace: 'react-native-filament',
    announcementId: 'announcement-x',
  });

  it('is valid JavaScript', () => {
    expect(() => new Function(script)).not.toThrow();
  });

  it('knows the storage keys and the announcement id', () => {
    expect(script).toContain('"-react-native-filament"');
    expect(script).toContain('"announcement-x"');
    expect(script).toContain(JSON.stringify(BASE));
  });
});

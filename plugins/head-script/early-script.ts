/**
 * An inline script for <head> (headTags in docusaurus.config.ts). It runs
 * before the page renders and before any Docusaurus code.
 */
import { fixLocation } from './fix-location';

export interface EarlyScriptOptions {
  readonly baseUrl: string;
  /** The site's storage namespace (config storage.namespace); keys end in `-${namespace}`. */
  readonly storageNamespace: string;
  /** themeConfig.announcementBar.id */
  readonly announcementId: string;
}

/**
 * When reading localStorage throws (e.g. getItem throws while the object
 * exists), Docusaurus logs an error on every access. Making the property
 * itself throw sends it down its "storage unavailable" path instead: no-op
 * storage and a single console warning.
 */
function guardStorage(): void {
  try {
    window.localStorage.getItem('docusaurus.storage-probe');
  } catch (error) {
    try {
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          throw error;
        },
      });
    } catch {
      // The property cannot be redefined; Docusaurus still degrades, only noisier.
    }
  }
}

/**
 * Docusaurus hides a dismissed announcement bar with CSS before React starts
 * (data-announcement-bar-initially-dismissed) and only later notices that the
 * bar's id changed, so a new announcement stayed hidden for a whole visit.
 * Forget an old dismissal here, before that CSS applies.
 */
function showNewAnnouncement(suffix: string, id: string): void {
  try {
    if (window.localStorage.getItem(`docusaurus.announcement.id${suffix}`) !== id) {
      window.localStorage.setItem(`docusaurus.announcement.dismiss${suffix}`, 'false');
      document.documentElement.setAttribute('data-announcement-bar-initially-dismissed', 'false');
    }
  } catch {
    // No storage: nothing was dismissed.
  }
}

export function earlyScript({
  baseUrl,
  storageNamespace,
  announcementId,
}: EarlyScriptOptions): string {
  const args = (...values: string[]) => values.map((v) => JSON.stringify(v)).join(', ');
  return `(function () {
  (${guardStorage.toString()})();
  (${showNewAnnouncement.toString()})(${args(`-${storageNamespace}`, announcementId)});
  var fix = (${fixLocation.toString()})(location.pathname, ${JSON.stringify(baseUrl)});
  if (!fix) return;
  if (fix.kind === 'rewrite') {
    history.replaceState(history.state, '', fix.path + location.search + location.hash);
    return;
  }
  // This document is not the page: stop parsing it, so its deferred scripts
  // never start React on it (a hydration error in the console) while the
  // canonical URL loads.
  window.stop();
  location.replace(fix.path + location.search + location.hash);
})();`;
}

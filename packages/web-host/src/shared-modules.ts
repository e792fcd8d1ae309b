/**
 * React, shared with the page: the Run button passes the site's own React
 * modules to runSample, and the host's imports of them (the library's, the
 * samples', react-native-web's) read them from here (bundle.ts maps them), so
 * the host ships no second React DOM and a sample's React is the page's.
 */
export const SHARED_MODULES = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
] as const;

export type SharedModuleName = (typeof SHARED_MODULES)[number];
export type SharedModules = Readonly<Record<SharedModuleName, object>>;

let provided: SharedModules | undefined;

export function provideModules(modules: SharedModules): void {
  const missing = SHARED_MODULES.filter((name) => !modules[name]);
  if (missing.length > 0) throw new Error(`[web-host] runSample needs ${missing.join(', ')}`);
  provided = modules;
}

/** Read when a host module that imports React is evaluated, after runSample provided them. */
export function sharedModule(name: SharedModuleName): object {
  if (!provided) throw new Error(`[web-host] ${name} was imported before runSample provided it.`);
  return provided[name];
}

/* global module */
/**
 * react-native-reanimated in the browser host: only useSyncSharedValue
 * reaches it (src/dependencies/ReanimatedProxy.ts:17 requires it lazily),
 * and it cannot run here. Any use throws one error naming the API.
 * CommonJS, so that the library's require() gets this object itself.
 */
module.exports = new Proxy(
  {},
  {
    get(_target, property) {
      // Bundler and React probes, not uses.
      if (typeof property === 'symbol' || property === '__esModule' || property === '$$typeof')
        return undefined;
      throw new Error(
        `react-native-reanimated (${String(property)}, used by useSyncSharedValue) is not available in the browser.`,
      );
    },
  },
);

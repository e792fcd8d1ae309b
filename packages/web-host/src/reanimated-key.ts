/** Where ./companions/reanimated.ts leaves the real Reanimated for ./reanimated-bridge.ts. */
export const REANIMATED_KEY = Symbol.for('react-native-filament-web-host.reanimated');

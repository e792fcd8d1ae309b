/**
 * `MaterialInstance.changeAlpha` of react-native-filament as a pure function. The web build
 * has no `getParameter`, so the host keeps its own copy of each instance's `baseColorFactor`
 * and passes it in.
 *
 * Follows node_modules/react-native-filament/cpp/core/RNFMaterialInstanceWrapper.cpp:45-54.
 */

export interface AlphaChange {
  /** Always set, whatever the instance had: the library's "Customer's default" (:49-50). */
  readonly transparencyMode: 'TWO_PASSES_ONE_SIDE';
  readonly baseColorFactor: readonly [number, number, number, number];
}

/**
 * RNFMaterialInstanceWrapper.cpp:45-54: alpha clamped to [0, 1] (std::clamp lets NaN through,
 * and so does this), the color's RGB kept, the transparency mode forced to two passes, one side.
 * RGB is not premultiplied by the new alpha.
 */
export function changeAlpha(
  baseColorFactor: readonly [number, number, number, number],
  alpha: number,
): AlphaChange {
  const clamped = Number.isNaN(alpha) ? alpha : Math.min(Math.max(alpha, 0), 1);
  const [r, g, b] = baseColorFactor;
  return {
    transparencyMode: 'TWO_PASSES_ONE_SIDE',
    baseColorFactor: [r, g, b, Math.fround(clamped)],
  };
}

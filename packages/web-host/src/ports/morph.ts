/**
 * `RenderableManager.setMorphWeights(entity, weights, offset)` of react-native-filament on the
 * web build, whose binding takes the whole weight array and no offset: the host keeps a copy of
 * each renderable's weights and writes the slice into it.
 *
 * Follows node_modules/react-native-filament/cpp/core/RNFRenderableManagerImpl.cpp:312-317,
 * which passes `weights.data(), weights.size(), offset` straight to Filament's
 * `RenderableManager::setMorphWeights` (ios/libs/filament/include/filament/RenderableManager.h).
 */

/**
 * Returns the full weight array after writing `weights` at `offset`. Filament rejects a slice
 * that does not fit (`offset + count` beyond the morph target count): that check is Filament's,
 * not the library's, and its message is not in the package, so the port throws its own.
 */
export function applyMorphWeights(
  current: Float32Array,
  weights: readonly number[],
  offset: number,
): Float32Array {
  if (offset < 0 || offset + weights.length > current.length) {
    throw new Error(
      `setMorphWeights: ${weights.length} weights at offset ${offset} exceed the ${current.length} morph targets`,
    );
  }
  const next = current.slice();
  next.set(weights, offset);
  return next;
}

/**
 * The index check of react-native-filament's Animator wrapper; the animation itself runs in the
 * web build's gltfio Animator.
 *
 * Follows node_modules/react-native-filament/cpp/core/RNFAnimatorWrapper.cpp:23-29 (the check),
 * :47-52 (applyAnimation) and :61-66 (applyCrossFade).
 */
import { jsiToInt } from './jsi-number';

/**
 * RNFAnimatorWrapper.cpp:23-29, after the JSI `int` conversion, so 1.9 is animation 1 and
 * -0.5 is animation 0. Returns the index to pass on. Only applyAnimation and applyCrossFade
 * check it; getAnimationDuration and getAnimationName (:81-90) pass any index to Filament
 * unchecked (not ported: the host should not add a check the phone does not have).
 */
export function checkAnimationIndex(animationIndex: number, animationCount: number): number {
  const index = jsiToInt(animationIndex);
  if (index >= animationCount || index < 0) {
    throw new Error(`Animation index out of range! Expected <${animationCount}, received ${index}`);
  }
  return index;
}

/**
 * `Converter::VecToFloat3` / `Float3ToVec`, the argument check every C++ method that takes a
 * `Float3` runs first. Follows node_modules/react-native-filament/cpp/core/utils/RNFConverter.h:13-23.
 */
import type { Float3 } from './mat4';

/** RNFConverter.h:13-19: anything but three numbers throws; the values are stored as `float`. */
export function vecToFloat3(vec: readonly number[]): Float3 {
  if (vec.length !== 3) {
    throw new Error('Point must have 3 elements');
  }
  return [Math.fround(vec[0]), Math.fround(vec[1]), Math.fround(vec[2])];
}

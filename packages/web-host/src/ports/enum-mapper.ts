/**
 * The error react-native-filament's C++ throws for a string it cannot map to a Filament enum.
 * Follows node_modules/react-native-filament/cpp/jsi/RNFEnumMapper.h:17-19.
 */
export function invalidUnion(passedUnion: string): Error {
  return new Error(
    `Cannot convert JS Value to Enum: Invalid Union value passed! ("${passedUnion}")`,
  );
}

/** Maps a JS string to an enum name through a table, throwing `invalidUnion` otherwise. */
export function unionToEnum<K extends string, E extends string>(
  table: Readonly<Record<K, E>>,
  value: string,
): E {
  if (!Object.prototype.hasOwnProperty.call(table, value)) throw invalidUnion(value);
  return table[value as K];
}

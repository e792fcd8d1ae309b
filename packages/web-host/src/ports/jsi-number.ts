// cspell:words RNFJSI
/**
 * How the library's JSI layer turns a JS number into a C++ `int` parameter:
 * `static_cast<int>(arg.asNumber())` (node_modules/react-native-filament/cpp/jsi/RNFJSIConverter.h:45-48),
 * i.e. truncation toward zero. Out-of-range values are undefined behavior in C++; here they
 * saturate (arm64's conversion), and NaN becomes 0.
 */
export function jsiToInt(value: number): number {
  if (Number.isNaN(value)) return 0;
  // `|| 0` turns -0 (from -0.5) into the 0 a C++ int holds.
  return Math.min(Math.max(Math.trunc(value) || 0, -0x80000000), 0x7fffffff);
}

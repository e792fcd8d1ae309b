/** Arguments passed to native code: the converter's checks and option strings native code does not know. */
import { cite } from '../../../shared/citations';
import { reachable, type Explanation } from './types';

const CONVERTER = 'cpp/jsi/RNFJSIConverter.h';
/** Every native method converts each argument with JSIConverter before it runs. */
const converts = cite(
  'cpp/jsi/RNFHybridObject.h:91',
  'ReturnType result = (obj->*method)(JSIConverter<std::decay_t<Args>>::fromJSI(runtime, args[Is])...);',
);
const debugOnly = cite(`${CONVERTER}:324`, '#if DEBUG');

/** The three checks a debug build makes on an argument that must be one of the library's objects. */
function hostObjectArgument(
  message: string,
  check: string,
  line: number,
  cause: string,
  fix: string,
): Explanation {
  return {
    message,
    group: 'native',
    cause: `Debug builds only: a native method expected one of the library's objects (\`{getFriendlyTypename}\` is its C++ type, such as \`margelo::EntityWrapper\`) and ${cause} Release builds do not check, so the same mistake there is undefined behavior, not an error.`,
    causeProof: [cite(`${CONVERTER}:${line}`, check), debugOnly, converts],
    fix: `${fix} The JavaScript stack trace names the call.`,
    fixProof: [cite(`${CONVERTER}:343`, 'return object.getHostObject<TPointee>(runtime);')],
    since: '0.13.1',
    reach: reachable(converts),
  };
}

export const NATIVE_ARGUMENTS: readonly Explanation[] = [
  hostObjectArgument(
    'Cannot convert "undefined" to HostObject<{getFriendlyTypename}>! It is undefined!',
    'if (arg.isUndefined()) {',
    325,
    'got `undefined`: for example an entity from `getFirstEntityByName` that found nothing (it returns `undefined` then).',
    'Check the value before you pass it.',
  ),
  hostObjectArgument(
    'Cannot convert "{stringRepresentation}" to HostObject<{getFriendlyTypename}>! It is not an object!',
    'if (!arg.isObject()) {',
    329,
    'got a value that is not an object (`null`, a number, a string); the message shows it.',
    'Pass the object the method expects.',
  ),
  hostObjectArgument(
    'Cannot convert "{stringRepresentation}" to HostObject<{getFriendlyTypename}>! It is a different HostObject<T>!',
    'if (!object.isHostObject<TPointee>(runtime)) {',
    337,
    "got another kind of object: a plain JavaScript object, or another of the library's objects (an asset where an entity is expected).",
    'Pass an object of the kind the method expects (the type names it).',
  ),
  {
    message: 'Cannot convert JS Value to Enum: Invalid Union value passed! ("{passedUnion}")',
    group: 'native',
    cause:
      "Native code got a string option it has no value for; the message quotes it. The types do not always agree with native code: in 1.11.0 a light's `type: 'focused_point'` is allowed by the types, but native code only knows `focused_sport`.",
    causeProof: [
      cite(
        'cpp/jsi/RNFEnumMapper.h:17',
        'static std::runtime_error invalidUnion(const std::string& passedUnion) {',
      ),
      cite('cpp/core/RNFLightEnum.h:22', 'else if (inUnion == "focused_sport")'),
      cite('src/types/LightConfig.ts:55', "type: 'spot' | 'point' | 'focused_point'"),
    ],
    fix: 'Use another value of the option; for a spot light, `spot`.',
    fixProof: [cite('cpp/core/RNFLightEnum.h:18', 'else if (inUnion == "spot")')],
    since: '0.1.0',
    reach: reachable(
      cite('cpp/core/RNFLightManagerWrapper.cpp:16', 'registerHybridMethod("createLightEntity"'),
    ),
  },
];

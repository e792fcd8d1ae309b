/** Animation, physics, recording and the argument converter: the smaller groups. */
import { cite } from '../../../shared/citations';
import { reachable, type Explanation } from './types';

const ANIMATOR = 'cpp/core/RNFAnimatorWrapper.cpp';
const ANDROID_RECORDER = 'android/src/main/java/com/margelo/filament/FilamentRecorder.java';
const IOS_RECORDER = 'ios/src/RNFAppleFilamentRecorder.mm';

export const ANIMATION: readonly Explanation[] = [
  {
    message: 'Animation index out of range! Expected <{max}, received {animationIndex}',
    group: 'animation',
    cause:
      "An animator method got an animation index not below the model's animation count (`{max}`), or a negative one.",
    causeProof: [
      cite(`${ANIMATOR}:24`, 'if (animationIndex >= max || animationIndex < 0) {'),
      cite(
        `${ANIMATOR}:50`,
        'assertAnimationIndexSmallerThan(animationIndex, _animator->getAnimationCount());',
      ),
    ],
    fix: "Use an index from 0 to `getAnimationCount() - 1`; the model checker lists a model's animations.",
    fixProof: [cite(`${ANIMATOR}:16`, 'registerHybridMethod("getAnimationCount"')],
    since: '0.4.0',
    reach: reachable(cite(`${ANIMATOR}:12`, 'registerHybridMethod("applyAnimation"')),
  },
  {
    message: 'Animator must be used inside a <Model> or <ModelInstance> component.',
    group: 'animation',
    cause: '`<Animator>` found no model instance above it.',
    causeProof: [
      cite(
        'src/react/Animator.tsx:47',
        'const instances = React.useContext(ParentInstancesContext)',
      ),
      cite('src/react/Animator.tsx:48', 'if (instances == null) {'),
    ],
    fix: 'Render `<Animator>` as a child of `<Model>` or `<ModelInstance>`.',
    fixProof: [
      cite('src/react/Model.tsx:136', '<ParentInstancesContext.Provider value={instances}>'),
    ],
    since: '1.4.0',
    reach: reachable(
      cite('src/react/Animator.tsx:46', 'export function Animator(props: AnimatorProps) {'),
    ),
  },
  {
    message: 'Instance with id {instanceId} not found in sync list',
    group: 'animation',
    cause:
      '`removeFromSyncList` got an id that `addToSyncList` did not return, or one already removed.',
    causeProof: [cite(`${ANIMATOR}:114`, 'if (_syncMap.find(instanceId) == _syncMap.end()) {')],
    fix: 'Pass the id `addToSyncList` returned, once.',
    fixProof: [cite(`${ANIMATOR}:108`, 'return id;')],
    since: '0.37.0',
    reach: reachable(cite(`${ANIMATOR}:20`, 'registerHybridMethod("removeFromSyncList"')),
  },
];

export const PHYSICS: readonly Explanation[] = [
  {
    message: 'Either origin or transform must be provided',
    group: 'physics',
    cause:
      '`useRigidBody` got neither a full `origin` `[x, y, z]` nor a `transform` (it runs once `mass`, `shape` and `id` are set).',
    causeProof: [
      cite(
        'src/bullet/hooks/useRigidBody.ts:44',
        'if (mass == null || shape == null || id == null) {',
      ),
      cite(
        'src/bullet/hooks/useRigidBody.ts:50',
        'if (originX != null && originY != null && originZ != null) {',
      ),
      cite('src/bullet/hooks/useRigidBody.ts:53', 'if (transform) {'),
    ],
    fix: 'Pass `origin` with three numbers, or a `transform`.',
    fixProof: [cite('src/bullet/hooks/useRigidBody.ts:28', 'transform: Mat4')],
    since: '0.9.0',
    reach: reachable(
      cite(
        'src/bullet/hooks/useRigidBody.ts:32',
        'export function useRigidBody(props: RigidBodyProps | undefined) {',
      ),
    ),
  },
];

export const RECORDING: readonly Explanation[] = [
  {
    message:
      'Failed to stop recorder, were any Frames rendered between startRecording() and stopRecording()? (code -1007)',
    group: 'recording',
    cause:
      'Android only: the system media recorder failed to stop with code -1007, which it reports when it has no frame to write.',
    causeProof: [
      cite(`${ANDROID_RECORDER}:165`, 'recorder.stop();'),
      cite(`${ANDROID_RECORDER}:169`, 'message.contains("stop failed: -1007")'),
    ],
    fix: 'Render at least one frame between `startRecording()` and `stopRecording()`.',
    fixProof: [
      cite(
        `${ANDROID_RECORDER}:170`,
        'were any Frames rendered between startRecording() and stopRecording()?',
      ),
    ],
    since: '0.34.0',
    reach: reachable(
      cite('cpp/RNFFilamentRecorder.cpp:30', 'registerHybridMethod("stopRecording"'),
    ),
  },
  {
    message: 'Cannot call stopRecording() when isRecording is false!',
    group: 'recording',
    cause:
      'iOS only: `stopRecording()` ran without a recording in progress (not started yet, or already stopped).',
    causeProof: [
      cite(`${IOS_RECORDER}:221`, 'if (!_isRecording) {'),
      cite(`${IOS_RECORDER}:188`, 'self->_isRecording = true;'),
    ],
    fix: 'Call `startRecording()` first, wait for its promise, and stop once.',
    fixProof: [cite('src/types/FilamentRecorder.ts:32', 'startRecording(): Promise<void>')],
    since: '0.34.0',
    reach: reachable(
      cite('cpp/RNFFilamentRecorder.cpp:30', 'registerHybridMethod("stopRecording"'),
    ),
  },
  {
    message: 'Failed to start recording! Error: {errorMessage}',
    group: 'recording',
    cause:
      "iOS only: the system's asset writer could not start writing the video file; `{errorMessage}` is the system's reason. `startRecording()`'s promise rejects with it.",
    causeProof: [
      cite(`${IOS_RECORDER}:181`, 'NSError* maybeError = self->_assetWriter.error;'),
      cite(`${IOS_RECORDER}:182`, 'if (maybeError != nil) {'),
    ],
    fix: "Act on the system's reason; check the width, height, frame rate and bit rate the recorder was created with.",
    fixProof: [
      cite(
        'ios/src/RNFAppleFilamentProxy.mm:167',
        'AppleFilamentProxy::createRecorder(int width, int height, int fps, double bitRate)',
      ),
    ],
    since: '0.34.0',
    reach: reachable(
      cite('cpp/RNFFilamentRecorder.cpp:29', 'registerHybridMethod("startRecording"'),
    ),
  },
  {
    message: 'MediaRecorder onError(): {string}, extra: {extra}',
    group: 'recording',
    cause:
      'Android only: the system media recorder reported an error while recording; the message names it.',
    causeProof: [
      cite(
        `${ANDROID_RECORDER}:69`,
        'public void onError(MediaRecorder mediaRecorder, int what, int extra) {',
      ),
      cite(`${ANDROID_RECORDER}:70`, 'String string = mediaErrorToString(what);'),
    ],
    fix: 'Act on the error it names; check the width, height, frame rate and bit rate the recorder was created with.',
    fixProof: [cite(`${ANDROID_RECORDER}:62`, 'recorder.setVideoEncoder(codec);')],
    since: '0.34.0',
    reach: reachable(
      cite('cpp/RNFFilamentRecorder.cpp:29', 'registerHybridMethod("startRecording"'),
    ),
  },
];

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
    cause: `Debug builds only: a native method expected one of the library's objects (\`{getFriendlyTypename}\` is its C++ type, such as \`margelo::EntityWrapper\`) and ${cause} Release builds do not check, so the same mistake there is undefined behaviour, not an error.`,
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

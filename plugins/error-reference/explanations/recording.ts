/** Recording: the Android media recorder and the iOS asset writer. */
import { cite } from '../../../shared/citations';
import { reachable, type Explanation } from './types';

const ANDROID_RECORDER = 'android/src/main/java/com/margelo/filament/FilamentRecorder.java';
const IOS_RECORDER = 'ios/src/RNFAppleFilamentRecorder.mm';

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
      "Android only: the system media recorder reported an error while recording. The library only logs it; the message gives its kind (`unknown`, `server-died`, or `unknown-(code)`) and the system's `extra` code.",
    causeProof: [
      cite(
        `${ANDROID_RECORDER}:69`,
        'public void onError(MediaRecorder mediaRecorder, int what, int extra) {',
      ),
      cite(`${ANDROID_RECORDER}:70`, 'String string = mediaErrorToString(what);'),
      cite(`${ANDROID_RECORDER}:71`, 'Log.e(TAG, "MediaRecorder onError(): " + string'),
      cite(
        `${ANDROID_RECORDER}:77`,
        'case MediaRecorder.MEDIA_ERROR_SERVER_DIED -> "server-died";',
      ),
    ],
    fix: 'Act on the error it names; check the width, height, frame rate and bit rate the recorder was created with.',
    fixProof: [cite(`${ANDROID_RECORDER}:62`, 'recorder.setVideoEncoder(codec);')],
    since: '0.34.0',
    reach: reachable(
      cite('cpp/RNFFilamentRecorder.cpp:29', 'registerHybridMethod("startRecording"'),
    ),
  },
  {
    message: 'AVAssetWriterInput was not ready for more data!',
    group: 'recording',
    cause:
      "iOS only: `recorder.renderFrame()` was called while the video writer could not take another frame, which the method's documentation says throws.",
    causeProof: [
      cite(`${IOS_RECORDER}:102`, 'if (!_assetWriterInput.isReadyForMoreMediaData) {'),
      cite(
        'src/types/FilamentRecorder.ts:44',
        '@throws Throws an error if the Recorder is not ready for more data.',
      ),
    ],
    fix: 'Call `renderFrame` only from the callback of `recorder.addOnReadyForMoreDataListener`, as `useRecorderRenderLoop` does for its render function, not from your own loop or timer.',
    fixProof: [
      cite(`${IOS_RECORDER}:197`, 'while ([self->_assetWriterInput isReadyForMoreMediaData]) {'),
      cite(
        'src/hooks/useRecorderRenderLoop.ts:18',
        'recorder.addOnReadyForMoreDataListener(() => {',
      ),
    ],
    since: '0.34.0',
    reach: reachable(cite('cpp/RNFFilamentRecorder.cpp:31', 'registerHybridMethod("renderFrame"')),
  },
];

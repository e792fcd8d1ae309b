/**
 * Recording, one chunk for both of its halves: the recorder (./recorder.ts), given to the library
 * as FilamentProxy.createRecorder here, and react-native-video's imitation (./video.tsx), which
 * plays what it records. Edited code loads it when it imports react-native-video or names the
 * library's recording API (./sample-modules.ts): one dynamic import in the code every Run loads,
 * and no createRecorder in it (tests/e2e/budgets.ts HOST_FIRST_RUN).
 */
import { createRecorder } from './recorder';

// The package is free of side effects for the bundler (package.json): this chunk's entry keeps
// its own statements, so the recorder is registered here, not in ./recorder.ts.
// FilamentProxy is the host's (./proxy.ts filamentModule installs it before the library loads);
// reached through the global, as the library does, so that every Run's chunks export no more.
Object.assign((globalThis as { FilamentProxy?: object }).FilamentProxy ?? {}, { createRecorder });

export { default } from './video';

/**
 * "Where to call it" on every hook page, against a list made by reading each
 * hook of the installed library (1.11.0): a hook needs `<FilamentScene>` when
 * its own code reads the scene's context (`useFilamentContext` calls
 * `React.useContext(FilamentContext)` and throws outside a scene) or when it
 * calls a hook that does. The model (plugins/api-reference/model/extract.ts)
 * must find the same, from the library's real source.
 */
import { describe, expect, it } from 'vitest';
import { hookModel } from '../../plugins/api-reference/model/extract';
import { libraryExports, libraryHooks } from '../api-library';

/** Read off each hook's source: the line that reads the context, directly or through a hook. */
const NEEDS_SCENE: Readonly<Record<string, string | null>> = {
  useAnimator: 'src/hooks/useAnimator.ts:17', // useFilamentContext()
  useBoxShape: null, // useMemo + BulletAPI only
  useBuffer: null, // useState/useEffect + FilamentProxy only
  useCameraManipulator: 'src/hooks/useCameraManipulator.ts:15',
  useConfigureAssetShadow: 'src/hooks/useConfigureAssetShadow.ts:20',
  useCylinderShape: null,
  useDerivedValue: 'src/hooks/useDerivedValue.ts:29',
  useDisposableResource: null, // useState/useEffect only
  useEntityInScene: null, // takes the scene as a parameter
  useFilamentContext: 'src/hooks/useFilamentContext.ts:38', // React.useContext(FilamentContext)
  useLightEntity: 'src/hooks/useLightEntity.ts:63',
  useModel: 'src/hooks/useModel.ts:62',
  useRecorder: 'src/hooks/useRecorder.ts:23',
  useRecorderRenderLoop: 'src/hooks/useRecorderRenderLoop.ts:15', // through useWorkletEffect
  useRigidBody: null, // useMemo/useEffect + BulletAPI only
  useSkybox: 'src/hooks/useSkybox.ts:25',
  useSphereShape: null,
  useStaticPlaneShape: null,
  useSyncSharedValue: 'src/hooks/useSyncSharedValue.ts:24',
  useWorkletCallback: 'src/hooks/useWorkletCallback.ts:10',
  useWorkletEffect: 'src/hooks/useWorkletEffect.ts:9',
  useWorkletMemo: 'src/hooks/useWorkletMemo.ts:6',
  useWorld: null,
};

describe('where each hook of the installed library may be called', () => {
  const library = libraryExports();
  const { ctx } = library;
  const hooks = libraryHooks(library);

  it('the list names every exported hook, and only those', () => {
    expect(hooks.map((h) => h.name).sort()).toEqual(Object.keys(NEEDS_SCENE).sort());
  });

  it.each(Object.entries(NEEDS_SCENE))('%s: needs the scene at %s', (name, line) => {
    const symbol = hooks.find((h) => h.name === name);
    expect(symbol, `${name} is exported`).toBeDefined();
    expect(hookModel(symbol!, ctx).needsScene?.source ?? null).toBe(line);
  });
});

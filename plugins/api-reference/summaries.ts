/**
 * What each component and hook page says first, in our words: one sentence
 * of what it does (read off its source, cited), and for components the usage
 * line. The library's own doc comment, where it has one, follows on the page.
 * `tests/unit/api-reference.facts.test.ts` checks that every cited line exists;
 * `audit/api-summaries.md` audits each sentence claim by claim.
 */

export interface Summary {
  readonly sentence: string;
  /** Components: the usage line, as a reader writes it; compiled by tests/unit/api-reference.usage-lines.test.ts. */
  readonly usage?: string;
  /** The source that shows what the sentence says. */
  readonly source: string;
}

export const SUMMARIES: Readonly<Record<string, Summary>> = {
  Animator: {
    sentence: 'Plays one of the animations of the model it is placed in, every frame.',
    usage: '<Animator animationIndex={0} />',
    source: 'src/react/Animator.tsx:81',
  },
  BackgroundImage: {
    sentence: 'Draws an image behind the scene with a material you provide.',
    usage:
      "<BackgroundImage source={require('./background.jpg')} materialSource={require('./image.filamat')} />",
    source: 'src/react/BackgroundImage.tsx:24',
  },
  Camera: {
    sentence: "Sets the scene's camera: where it stands, where it looks, and its lens.",
    usage: '<Camera cameraPosition={[0, 0, 8]} cameraTarget={[0, 0, 0]} />',
    source: 'src/react/Camera.tsx:90',
  },
  DebugBox: {
    sentence:
      "Draws a wireframe box, by default centered on the scene's origin and the size of the bounding box of the model it is placed in.",
    usage: '<DebugBox />',
    source: 'src/react/DebugBox.tsx:28',
  },
  DefaultLight: {
    sentence:
      'Lights the scene with a ready-made set-up: an image-based environment light and a directional light that casts shadows.',
    usage: '<DefaultLight />',
    source: 'src/react/DefaultLight.tsx:9',
  },
  EntitySelector: {
    sentence:
      'Picks one entity of the model it is placed in, by name or by index, to transform it or change its material.',
    usage: '<EntitySelector byName="Wheel" rotate={[0, Math.PI / 2, 0]} />',
    source: 'src/react/EntitySelector.tsx:10',
  },
  EnvironmentalLight: {
    sentence: 'Lights the scene from an image of its surroundings (indirect, image-based light).',
    usage: "<EnvironmentalLight source={require('./environment.ktx')} />",
    source: 'src/react/EnvironmentalLight.tsx:33',
  },
  FilamentScene: {
    sentence:
      'Creates the engine and everything a scene needs, and hands them to the components and hooks inside it.',
    usage: '<FilamentScene>{/* FilamentView and your scene */}</FilamentScene>',
    source: 'src/react/FilamentScene.tsx:50',
  },
  Light: {
    sentence: 'Adds one light (directional, sun, point or spot) to the scene.',
    usage: '<Light type="directional" intensity={10_000} />',
    source: 'src/react/Light.tsx:10',
  },
  Model: {
    sentence: 'Loads a glTF model and adds it to the scene.',
    usage: "<Model source={require('./model.glb')} transformToUnitCube />",
    source: 'src/react/Model.tsx:46',
  },
  ModelInstance: {
    sentence:
      'Stands for one instance of a model loaded with several instances, so that it can be transformed on its own.',
    usage: '<ModelInstance index={1} translate={[2, 0, 0]} />',
    source: 'src/react/ModelInstance.tsx:28',
  },
  ModelRenderer: {
    sentence:
      'Shows a model loaded with `useModel`, with the same props as `<Model>` has once loaded.',
    usage: '<ModelRenderer model={model} />',
    source: 'src/react/Model.tsx:65',
  },
  Skybox: {
    sentence: 'Fills the background of the scene with a color or a cube-map texture.',
    usage: '<Skybox colorInHex="#88aaff" />',
    source: 'src/react/Skybox.tsx:40',
  },
  useBoxShape: {
    sentence: 'Creates a Bullet box collision shape from its half extents.',
    source: 'src/bullet/hooks/useBoxShape.ts:6',
  },
  useCameraManipulator: {
    sentence:
      'Creates an orbit camera manipulator, which turns the touch gestures your own handlers pass to it (`grabBegin`, `grabUpdate`, `scroll`) into camera moves.',
    source: 'src/hooks/useCameraManipulator.ts:44',
  },
  useConfigureAssetShadow: {
    sentence:
      'Turns shadow casting and receiving on or off for every renderable of a loaded asset.',
    source: 'src/hooks/useConfigureAssetShadow.ts:34',
  },
  useCylinderShape: {
    sentence: 'Creates a Bullet cylinder collision shape.',
    source: 'src/bullet/hooks/useCylinderShape.ts:25',
  },
  useDerivedValue: {
    sentence: 'Returns a read-only shared value computed by an updater worklet.',
    source: 'src/hooks/useDerivedValue.ts:25',
  },
  useFilamentContext: {
    sentence:
      'Returns the engine, view, camera, renderer, scene, managers and worklet context of the surrounding `<FilamentScene>`, and throws when there is none.',
    source: 'src/hooks/useFilamentContext.ts:17',
  },
  useRecorder: {
    sentence:
      'Creates a recorder of the given video size, frame rate and bit rate, for rendering the scene off screen into a video.',
    source: 'src/hooks/useRecorder.ts:26',
  },
  useRecorderRenderLoop: {
    sentence:
      'Calls your render function as a worklet each time the recorder is ready for another frame, until it returns false.',
    source: 'src/hooks/useRecorderRenderLoop.ts:18',
  },
  useRigidBody: {
    sentence:
      'Creates a Bullet rigid body from a mass, a position (or a transform) and a collision shape.',
    source: 'src/bullet/hooks/useRigidBody.ts:51',
  },
  useSphereShape: {
    sentence: 'Creates a Bullet sphere collision shape from its radius.',
    source: 'src/bullet/hooks/useSphereShape.ts:6',
  },
  useStaticPlaneShape: {
    sentence: 'Creates a Bullet plane collision shape, for a floor or a wall that never moves.',
    source: 'src/bullet/hooks/useStaticPlaneShape.ts:6',
  },
  useWorkletEffect: {
    sentence:
      "Runs a worklet on Filament's worklet thread after the component mounts, and again when the values it captures change.",
    source: 'src/hooks/useWorkletEffect.ts:12',
  },
  useWorkletMemo: {
    sentence:
      "Computes a value with a worklet on Filament's thread and keeps it until a dependency changes.",
    source: 'src/hooks/useWorkletMemo.ts:12',
  },
  useWorld: {
    sentence: 'Creates a Bullet physics world with the given gravity.',
    source: 'src/bullet/hooks/useWorld.ts:5',
  },
};

/**
 * TypeDoc warnings we have looked at and decided to live with.
 *
 * Every other warning fails the build (see typedoc-plugin.ts), so a new one in
 * a future library version is seen and decided about, not scrolled past.
 */
export interface AcceptedWarning {
  /** The warning text, exactly as TypeDoc prints it. */
  readonly message: string;
  /** Why it is acceptable. */
  readonly reason: string;
}

// The library's JSDoc names parameters its signatures do not have (copied
// from Filament's C++ headers, where the first argument is an instance or a
// differently named value). The rendered pages show the real signature.
const UPSTREAM_PARAM_DRIFT =
  "The library's JSDoc names a parameter the TypeScript signature does not have; the page shows the real signature.";

const unusedParam = (signature: string, name: string): AcceptedWarning => ({
  message: `The signature ${signature} has an @param with name "${name}", which was not used`,
  reason: UPSTREAM_PARAM_DRIFT,
});

export const ACCEPTED_TYPEDOC_WARNINGS: readonly AcceptedWarning[] = [
  unusedParam('RNFCamera.setProjection', 'fovInDegrees'),
  unusedParam('RNFCamera.setProjection', 'direction'),
  unusedParam('Engine.setAutomaticInstancingEnabled', 'enable'),
  unusedParam('TransformManager.getTransform', 'ci'),
  unusedParam('TransformManager.getWorldTransform', 'ci'),
  unusedParam('TransformManager.setTransform', 'ci'),
  unusedParam('TransformManager.setTransform', 'localTransform'),
  unusedParam('TransformManager.transformToUnitCube', 'entity'),
  unusedParam('LightManager.setColor', 'color'),
  unusedParam('LightManager.setFalloff', 'radius'),
  unusedParam('LightManager.setSpotLightCone', 'inner'),
  unusedParam('LightManager.setSpotLightCone', 'outer'),
  unusedParam('FilamentAnimator.applyAnimation', 'animationIndex'),
];

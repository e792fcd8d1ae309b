/**
 * Exported names deliberately left to the API reference, each with the reason a
 * guide reader does not need it. Only names an app has no use for belong here
 * (internal helpers and the plumbing types around them), not names that are
 * merely not taught yet: those show up as "untaught" in `npm run check:coverage`.
 */
export const API_ONLY: Readonly<Record<string, string>> = {
  optionsToJSI:
    'Internal: encodes TemporalAntiAliasingOptions as the number record the native view setter reads.',
  extractTransformationProps:
    "Internal: splits a component's transform props from its other props; apps just pass the props.",
  makeRenderContext:
    'Internal: the factory RenderCallbackContext is made with; apps use RenderCallbackContext.',
  RenderContextType: "The type of makeRenderContext's context value; internal plumbing.",
  DependencyList:
    "The type of useDerivedValue's optional dependency array; readers pass an array literal.",
};

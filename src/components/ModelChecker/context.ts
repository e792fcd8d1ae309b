/** Constants shared by the page (eager) and the renderer (lazy), kept tiny on purpose. */

/** The WebGL context attributes Filament's Engine.create asks for by default. */
export const CONTEXT_ATTRIBUTES: WebGLContextAttributes = {
  alpha: false,
  antialias: false,
  depth: true,
};

/** The stage behind the models, linear RGBA as Filament clears with it. */
export const CLEAR_COLOR: [number, number, number, number] = [0.012, 0.016, 0.024, 1];

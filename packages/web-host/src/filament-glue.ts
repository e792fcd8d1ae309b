/**
 * Filament's WebAssembly build without Filament.init(), for the web host
 * (./filament.ts), which runs the live previews, the
 * guides' samples and the model checker's live view. init() cannot be told where the
 * wasm lives once bundled, and swaps its module into a variable a bundle
 * cannot reach; so the Emscripten factory is called with locateFile, and the
 * glue object is turned into the namespace its own helpers expect (they
 * refer to it as `Filament`).
 */

/** The Emscripten factory that filament.js exports, plus the helpers it hangs on itself. */
export type FilamentGlue = ((overrides: {
  locateFile: (file: string) => string;
}) => Promise<Record<string, unknown>>) &
  Record<string, unknown> & { loadClassExtensions(): void };

/** The glue's own keys, before a module's were added: a retry after a failure skips only these. */
const glueKeys = new WeakMap<FilamentGlue, ReadonlySet<string>>();

/** Compiles the wasm at `wasmUrl` and returns the glue, now the namespace. */
export async function instantiateFilament(
  glue: FilamentGlue,
  wasmUrl: string,
): Promise<FilamentGlue> {
  if (!glueKeys.has(glue)) glueKeys.set(glue, new Set(Object.keys(glue)));
  const own = glueKeys.get(glue)!;
  const module = await glue({ locateFile: (file) => (file.endsWith('.wasm') ? wasmUrl : file) });
  for (const key of Object.keys(module)) {
    if (own.has(key)) continue;
    // Live views: the module replaces its HEAP arrays when memory grows.
    Object.defineProperty(glue, key, {
      configurable: true,
      get: () => module[key],
      set: (value: unknown) => {
        module[key] = value;
      },
    });
  }
  glue.assets = {};
  glue.loadClassExtensions();
  glue.initialized = true;
  glue.isReady = true;
  return glue;
}

/**
 * Filament's WebAssembly build without Filament.init(), for the web host
 * (./filament.ts), which runs the live previews, the
 * guides' samples and the model checker's live view. init() cannot be told where the
 * wasm lives once bundled, and swaps its module into a variable a bundle
 * cannot reach; so the Emscripten factory is called with locateFile, and the
 * glue object is turned into the namespace its own helpers expect (they
 * refer to it as `Filament`). The wasm itself is fetched and compiled here
 * (Emscripten's `instantiateWasm` override), from its gzip twin where the
 * browser can inflate it (./gzip-fetch.ts), compiling while it streams.
 */
import { readTwinFirst } from './gzip-fetch';

/** What Emscripten's `instantiateWasm` override is handed (filament.js's createWasm). */
type ReceiveInstance = (instance: WebAssembly.Instance, module?: WebAssembly.Module) => void;

/** The Emscripten factory that filament.js exports, plus the helpers it hangs on itself. */
export type FilamentGlue = ((overrides: {
  locateFile: (file: string) => string;
  instantiateWasm?: (imports: WebAssembly.Imports, receive: ReceiveInstance) => object;
}) => Promise<Record<string, unknown>>) &
  Record<string, unknown> & { loadClassExtensions(): void };

const WASM_TYPE = 'application/wasm';

/** Compiles and instantiates a response's wasm as it streams (where the browser can). */
function instantiateResponse(
  response: Response,
  imports: WebAssembly.Imports,
): Promise<WebAssembly.WebAssemblyInstantiatedSource> {
  if (typeof WebAssembly.instantiateStreaming === 'function')
    return WebAssembly.instantiateStreaming(response, imports);
  return response.arrayBuffer().then((bytes) => WebAssembly.instantiate(bytes, imports));
}

/**
 * The wasm at `wasmUrl`, instantiated: from `<wasmUrl>.gz` inflated as it
 * arrives, else from the file itself (typed as wasm whatever the server
 * says, as streaming compilation needs). A file that cannot be fetched
 * either way rejects with its URL and status.
 */
export function instantiateWasmAt(
  wasmUrl: string,
  imports: WebAssembly.Imports,
): Promise<WebAssembly.WebAssemblyInstantiatedSource> {
  return readTwinFirst(
    wasmUrl,
    WASM_TYPE,
    (response) => instantiateResponse(response, imports),
    async () => {
      const response = await fetch(wasmUrl, { credentials: 'same-origin' }).catch(
        (cause: unknown) => {
          throw new Error(
            `Filament's WebAssembly build could not be fetched from ${wasmUrl}: ${cause instanceof Error ? cause.message : String(cause)}`,
          );
        },
      );
      if (!response.ok || !response.body)
        throw new Error(
          `Filament's WebAssembly build could not be loaded: ${wasmUrl} answered ${response.status}`,
        );
      const typed = new Response(response.body, { headers: { 'Content-Type': WASM_TYPE } });
      return instantiateResponse(typed, imports);
    },
  );
}

/** The glue's own keys, before a module's were added: a retry after a failure skips only these. */
const glueKeys = new WeakMap<FilamentGlue, ReadonlySet<string>>();

/** Compiles the wasm at `wasmUrl` and returns the glue, now the namespace. */
export async function instantiateFilament(
  glue: FilamentGlue,
  wasmUrl: string,
): Promise<FilamentGlue> {
  if (!glueKeys.has(glue)) glueKeys.set(glue, new Set(Object.keys(glue)));
  const own = glueKeys.get(glue)!;
  // Emscripten waits for receive(); a failure must end the factory's promise, which it never would.
  let failed!: (error: unknown) => void;
  const failure = new Promise<never>((_, reject) => {
    failed = reject;
  });
  const module = await Promise.race([
    glue({
      locateFile: (file) => (file.endsWith('.wasm') ? wasmUrl : file),
      instantiateWasm: (imports, receive) => {
        instantiateWasmAt(wasmUrl, imports).then(
          ({ instance, module: compiled }) => receive(instance, compiled),
          failed,
        );
        return {};
      },
    }),
    failure,
  ]);
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

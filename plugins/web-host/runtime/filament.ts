/**
 * Filament's WebAssembly build, compiled once per page. As in the live
 * previews (src/components/LivePreview/engine.ts), Filament.init() is bypassed:
 * the Emscripten factory is called with locateFile, and the glue object is
 * turned into the namespace its own helpers expect.
 */
import type * as FilamentTypes from 'filament';

export type Filament = typeof FilamentTypes;

type Glue = ((overrides: {
  locateFile: (file: string) => string;
}) => Promise<Record<string, unknown>>) &
  Record<string, unknown> & { loadClassExtensions(): void };

let loaded: Filament | undefined;
let loading: Promise<Filament> | undefined;

export function loadFilament(wasmUrl: string): Promise<Filament> {
  loading ??= (async () => {
    const glue = (await import('filament')).default as unknown as Glue;
    const glueKeys = new Set(Object.keys(glue));
    const module = await glue({ locateFile: (file) => (file.endsWith('.wasm') ? wasmUrl : file) });
    for (const key of Object.keys(module)) {
      if (glueKeys.has(key)) continue;
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
    loaded = glue as unknown as Filament;
    return loaded;
  })();
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

/** The loaded namespace; the library is imported only after loadFilament resolved. */
export function filament(): Filament {
  if (!loaded) throw new Error('[web-host] Filament is used before its wasm was loaded.');
  return loaded;
}

/**
 * Where the browser finds Draco's wasm: the bundler emits the file and puts
 * its URL here. A module of its own, imported only in the browser: Node (the
 * unit tests, Playwright's loader of the e2e helpers) needs no URL, as Draco's
 * glue reads the file from its own folder there, and `import.meta` would make
 * Playwright's CommonJS loader refuse the module.
 */
export const DRACO_WASM_URL = new URL(
  '../../../../node_modules/draco3dgltf/draco_decoder_gltf.wasm',
  import.meta.url,
).href;

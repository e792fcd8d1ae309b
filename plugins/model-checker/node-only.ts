/**
 * Stands in for `node:fs` and `node:path` in the browser bundle
 * (plugins/model-checker): only gltf-transform's NodeIO imports them, which
 * the model checker never calls. Importing this gives an empty namespace.
 */
export {};

/**
 * The two glTF-Transform extensions the checker registers for compressed
 * files, in a module of their own so the bundler keeps the rest of
 * `@gltf-transform/extensions` out (the package has no side effects).
 */
export { EXTMeshoptCompression, KHRDracoMeshCompression } from '@gltf-transform/extensions';

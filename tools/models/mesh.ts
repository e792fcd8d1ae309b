/**
 * One mesh of one primitive in a glTF-Transform document, shared by the
 * site's models, the stand-ins and the model checker's fixtures; `uvs` adds
 * TEXCOORD_0 for a textured material (each caller maps its own).
 */
import type { Document, Material, Mesh } from '@gltf-transform/core';
import type { MeshData } from './geometry';

export function meshWithMaterial(
  doc: Document,
  name: string,
  data: MeshData,
  material: Material,
  uvs?: Float32Array,
): Mesh {
  const buffer = doc.getRoot().listBuffers()[0] ?? doc.createBuffer();
  const accessor = (type: 'VEC2' | 'VEC3' | 'SCALAR', array: Float32Array | Uint16Array) =>
    doc.createAccessor().setType(type).setArray(array).setBuffer(buffer);
  const primitive = doc
    .createPrimitive()
    .setAttribute('POSITION', accessor('VEC3', data.positions))
    .setAttribute('NORMAL', accessor('VEC3', data.normals))
    .setIndices(accessor('SCALAR', data.indices))
    .setMaterial(material);
  if (uvs) primitive.setAttribute('TEXCOORD_0', accessor('VEC2', uvs));
  return doc.createMesh(name).addPrimitive(primitive);
}

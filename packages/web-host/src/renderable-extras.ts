/**
 * RenderableManager members for the example app's DebugBox and EntitySelector textureMap:
 * createDebugCubeWireframe (cpp/core/RNFRenderableManagerImpl.DebugHelpers.cpp:16-100) and
 * changeMaterialTextureMap (cpp/core/RNFRenderableManagerImpl.cpp:106-159).
 */
import type * as FilamentTypes from 'filament';
import type { Filament } from './filament';
import { rawEntity, wrapEntity, type WebEntity } from './entities';

/** DebugHelpers.cpp:39-71: 12 edges of the box as line pairs over its 8 corners. */
const EDGE_INDICES = [
  0, 1, 1, 3, 3, 2, 2, 0, 4, 5, 5, 7, 7, 6, 6, 4, 0, 4, 2, 6, 1, 5, 3, 7,
] as const;
/** DebugVertex: float3 position then a UBYTE4 color (16 bytes). */
const VERTEX_BYTES = 16;

/** DebugHelpers.cpp:103-117: the corners, minpt/maxpt combined in this order, each with the color. */
export function debugCubeVertices(
  half: readonly [number, number, number],
  color: number,
): Uint8Array {
  const bytes = new Uint8Array(8 * VERTEX_BYTES);
  const view = new DataView(bytes.buffer);
  for (let corner = 0; corner < 8; corner++) {
    const signs = [corner & 4 ? 1 : -1, corner & 2 ? 1 : -1, corner & 1 ? 1 : -1];
    signs.forEach((sign, axis) =>
      view.setFloat32(corner * VERTEX_BYTES + axis * 4, sign * half[axis]!, true),
    );
    view.setUint32(corner * VERTEX_BYTES + 12, color >>> 0, true);
  }
  return bytes;
}

function halfExtentOf(halfExtent: readonly number[]): [number, number, number] {
  // RNFRenderableManagerWrapper.cpp:76-78.
  if (halfExtent.length !== 3) throw new Error('halfExtent must have 3 elements');
  return [halfExtent[0]!, halfExtent[1]!, halfExtent[2]!];
}

/** The wireframe: no material here, as when the library's DebugBox passes none (Filament's default material). */
function buildWireframe(
  Filament: Filament,
  engine: FilamentTypes.Engine,
  half: [number, number, number],
  color: number,
) {
  const vertexBuffer = Filament.VertexBuffer.Builder()
    .vertexCount(8)
    .bufferCount(1)
    .attribute(
      Filament.VertexAttribute.POSITION,
      0,
      Filament.VertexBuffer$AttributeType.FLOAT3,
      0,
      VERTEX_BYTES,
    )
    .attribute(
      Filament.VertexAttribute.COLOR,
      0,
      Filament.VertexBuffer$AttributeType.UBYTE4,
      12,
      VERTEX_BYTES,
    )
    .normalized(Filament.VertexAttribute.COLOR)
    .build(engine);
  vertexBuffer.setBufferAt(engine, 0, debugCubeVertices(half, color));
  const indexBuffer = Filament.IndexBuffer.Builder()
    .indexCount(EDGE_INDICES.length)
    .bufferType(Filament.IndexBuffer$IndexType.USHORT)
    .build(engine);
  indexBuffer.setBuffer(engine, new Uint16Array(EDGE_INDICES));
  const entity = Filament.EntityManager.get().create();
  Filament.RenderableManager.Builder(1)
    .boundingBox({ center: [0, 0, 0], halfExtent: half })
    .culling(false)
    .castShadows(false)
    .receiveShadows(false)
    .geometry(0, Filament.RenderableManager$PrimitiveType.LINES, vertexBuffer, indexBuffer)
    .build(engine, entity);
  return entity;
}

interface TextureBuffer {
  readonly bytes: Uint8Array;
}

/** The primitive whose material instance has this name (RNFRenderableManagerImpl.cpp:122-135). */
function primitiveNamed(
  manager: FilamentTypes.RenderableManager,
  instance: FilamentTypes.RenderableManager$Instance,
  name: string,
) {
  const count = manager.getPrimitiveCount(instance);
  for (let i = 0; i < count; i++) {
    if (manager.getMaterialInstanceAt(instance, i).getName() === name) return i;
  }
  throw new Error('Material not found!');
}

export function renderableExtras(Filament: Filament, engine: FilamentTypes.Engine) {
  const manager = engine.getRenderableManager();
  return {
    /** RNFRenderableManagerWrapper.cpp:73-84 → DebugHelpers.cpp:16-100; color white by default (:21-25). */
    createDebugCubeWireframe: (
      halfExtent: number[],
      material?: unknown,
      colorHexCode?: number,
    ): WebEntity => {
      if (material != null)
        throw new Error(
          'createDebugCubeWireframe with a material is not available in the browser (no material can be created).',
        );
      return wrapEntity(
        buildWireframe(Filament, engine, halfExtentOf(halfExtent), colorHexCode ?? 0xffffffff),
      );
    },
    /**
     * RNFRenderableManagerImpl.cpp:106-159: the texture from the buffer (PNG or JPEG, decoded by
     * the wasm's stb as gltfio's StbProvider does), sampled LINEAR/LINEAR/REPEAT, as the
     * primitive's baseColorMap. Natively the material instance is duplicated first
     * (MaterialInstance::duplicate, :140), which the web build does not bind: here the
     * instance itself gets the texture, so every primitive sharing it changes too.
     */
    changeMaterialTextureMap: (
      entity: WebEntity,
      materialName: string,
      textureBuffer: TextureBuffer | null,
      textureFlags = 'none',
    ) => {
      if (entity == null) throw new Error('Entity is null!');
      if (textureBuffer == null) throw new Error('texture is null!');
      if (textureFlags !== 'none' && textureFlags !== 'sRGB')
        // RNFTextureFlagsEnum.h:14-20, RNFEnumMapper.h:17-19.
        throw new Error(
          `Cannot convert JS Value to Enum: Invalid Union value passed! ("${textureFlags}")`,
        );
      const instance = manager.getInstance(rawEntity(entity));
      try {
        const material = manager.getMaterialInstanceAt(
          instance,
          primitiveNamed(manager, instance, materialName),
        );
        const texture = engine.createTextureFromPng(textureBuffer.bytes, {
          srgb: textureFlags === 'sRGB',
        });
        const sampler = new Filament.TextureSampler(
          Filament.MinFilter.LINEAR,
          Filament.MagFilter.LINEAR,
          Filament.WrapMode.REPEAT,
        );
        material.setTextureParameter('baseColorMap', texture, sampler);
      } finally {
        instance.delete();
      }
    },
  };
}

/**
 * Procedural meshes for the preview models: positions, normals and 16-bit
 * indices, y up, one unit is one metre. Pure functions, so the models are
 * reproducible byte for byte.
 */

export interface MeshData {
  readonly positions: Float32Array;
  readonly normals: Float32Array;
  readonly indices: Uint16Array;
}

type Vec3 = [number, number, number];

const normalize = ([x, y, z]: Vec3): Vec3 => {
  const length = Math.hypot(x, y, z) || 1;
  return [x / length, y / length, z / length];
};
const cross = (a: Vec3, b: Vec3): Vec3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
const sub = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];

/** Collects vertices and triangles; refuses more vertices than 16-bit indices can address. */
class MeshBuilder {
  private readonly positions: number[] = [];
  private readonly normals: number[] = [];
  private readonly indices: number[] = [];

  get vertexCount(): number {
    return this.positions.length / 3;
  }

  vertex(position: Vec3, normal: Vec3): number {
    if (this.vertexCount >= 0xffff) throw new Error('Mesh too large for 16-bit indices');
    this.positions.push(...position);
    this.normals.push(...normalize(normal));
    return this.vertexCount - 1;
  }

  /**
   * Adds a triangle facing the way its vertex normals point (so callers need
   * not care about winding); zero-area triangles, as at a sphere's poles, are dropped.
   */
  triangle(a: number, b: number, c: number): void {
    const [pa, pb, pc] = [a, b, c].map((i) => this.at(this.positions, i));
    const face = cross(sub(pb, pa), sub(pc, pa));
    if (Math.hypot(...face) < 1e-12) return;
    const [na, nb, nc] = [a, b, c].map((i) => this.at(this.normals, i));
    const normal: Vec3 = [na[0] + nb[0] + nc[0], na[1] + nb[1] + nc[1], na[2] + nb[2] + nc[2]];
    const facing = face[0] * normal[0] + face[1] * normal[1] + face[2] * normal[2];
    if (facing >= 0) this.indices.push(a, b, c);
    else this.indices.push(a, c, b);
  }

  private at(values: number[], index: number): Vec3 {
    return [values[index * 3], values[index * 3 + 1], values[index * 3 + 2]];
  }

  /** A quad a-b-c-d, corners in order around its edge. */
  quad(a: number, b: number, c: number, d: number): void {
    this.triangle(a, b, c);
    this.triangle(a, c, d);
  }

  build(): MeshData {
    return {
      positions: new Float32Array(this.positions),
      normals: new Float32Array(this.normals),
      indices: new Uint16Array(this.indices),
    };
  }
}

/** A grid of (rings + 1) × (segments + 1) vertices wrapped around by `at(u, v)`. */
function parametric(
  segments: number,
  rings: number,
  at: (u: number, v: number) => { position: Vec3; normal: Vec3 },
): MeshData {
  const mesh = new MeshBuilder();
  for (let j = 0; j <= rings; j++) {
    for (let i = 0; i <= segments; i++) {
      const { position, normal } = at(i / segments, j / rings);
      mesh.vertex(position, normal);
    }
  }
  const row = segments + 1;
  for (let j = 0; j < rings; j++) {
    for (let i = 0; i < segments; i++) {
      const a = j * row + i;
      mesh.quad(a, a + row, a + row + 1, a + 1);
    }
  }
  return mesh.build();
}

export function sphere(radius: number, segments = 32, rings = 16): MeshData {
  return parametric(segments, rings, (u, v) => {
    const theta = u * 2 * Math.PI;
    const phi = v * Math.PI;
    const normal: Vec3 = [
      Math.sin(phi) * Math.sin(theta),
      Math.cos(phi),
      Math.sin(phi) * Math.cos(theta),
    ];
    return { position: [normal[0] * radius, normal[1] * radius, normal[2] * radius], normal };
  });
}

/** A torus lying in the XZ plane (its hole along Y). */
export function torus(major: number, minor: number, segments = 48, sides = 16): MeshData {
  return parametric(segments, sides, (u, v) => {
    const theta = u * 2 * Math.PI;
    const phi = v * 2 * Math.PI;
    const normal: Vec3 = [
      Math.cos(phi) * Math.sin(theta),
      Math.sin(phi),
      Math.cos(phi) * Math.cos(theta),
    ];
    const ring = major + minor * Math.cos(phi);
    return {
      position: [ring * Math.sin(theta), minor * Math.sin(phi), ring * Math.cos(theta)],
      normal,
    };
  });
}

/** A (p, q) torus knot: a tube of `tube` radius around the knot curve. */
export function torusKnot(
  radius: number,
  tube: number,
  p = 2,
  q = 3,
  segments = 192,
  sides = 16,
): MeshData {
  const curve = (t: number): Vec3 => {
    const r = radius * (2 + Math.cos(q * t)) * 0.5;
    return [r * Math.cos(p * t), radius * Math.sin(q * t) * 0.5, r * Math.sin(p * t)];
  };
  return parametric(segments, sides, (u, v) => {
    const t = u * 2 * Math.PI;
    const center = curve(t);
    const ahead = curve(t + 0.001);
    const behind = curve(t - 0.001);
    const tangent = normalize(sub(ahead, behind));
    // A frame that turns with the curve: towards its bend, and across it.
    const bend = normalize(sub(sub(ahead, center), sub(center, behind)));
    const binormal = normalize(cross(tangent, bend));
    const side = cross(binormal, tangent);
    const angle = v * 2 * Math.PI;
    const normal: Vec3 = [
      Math.cos(angle) * side[0] + Math.sin(angle) * binormal[0],
      Math.cos(angle) * side[1] + Math.sin(angle) * binormal[1],
      Math.cos(angle) * side[2] + Math.sin(angle) * binormal[2],
    ];
    return {
      position: [
        center[0] + tube * normal[0],
        center[1] + tube * normal[1],
        center[2] + tube * normal[2],
      ],
      normal,
    };
  });
}

/** An axis-aligned box centred on the origin, flat-shaded (4 vertices per face). */
export function box(width: number, height: number, depth: number): MeshData {
  const mesh = new MeshBuilder();
  const [x, y, z] = [width / 2, height / 2, depth / 2];
  const faces: { normal: Vec3; corners: Vec3[] }[] = [
    {
      normal: [1, 0, 0],
      corners: [
        [x, -y, z],
        [x, -y, -z],
        [x, y, -z],
        [x, y, z],
      ],
    },
    {
      normal: [-1, 0, 0],
      corners: [
        [-x, -y, -z],
        [-x, -y, z],
        [-x, y, z],
        [-x, y, -z],
      ],
    },
    {
      normal: [0, 1, 0],
      corners: [
        [-x, y, z],
        [x, y, z],
        [x, y, -z],
        [-x, y, -z],
      ],
    },
    {
      normal: [0, -1, 0],
      corners: [
        [-x, -y, -z],
        [x, -y, -z],
        [x, -y, z],
        [-x, -y, z],
      ],
    },
    {
      normal: [0, 0, 1],
      corners: [
        [-x, -y, z],
        [x, -y, z],
        [x, y, z],
        [-x, y, z],
      ],
    },
    {
      normal: [0, 0, -1],
      corners: [
        [x, -y, -z],
        [-x, -y, -z],
        [-x, y, -z],
        [x, y, -z],
      ],
    },
  ];
  for (const { normal, corners } of faces) {
    const [a, b, c, d] = corners.map((corner) => mesh.vertex(corner, normal));
    mesh.quad(a, b, c, d);
  }
  return mesh.build();
}

/** A closed cylinder standing on y = 0, smooth sides and flat caps. */
export function cylinder(radius: number, height: number, segments = 48): MeshData {
  const mesh = new MeshBuilder();
  const ring = (y: number, normalOf: (angle: number) => Vec3): number[] =>
    Array.from({ length: segments + 1 }, (_, i) => {
      const angle = (i / segments) * 2 * Math.PI;
      return mesh.vertex([radius * Math.sin(angle), y, radius * Math.cos(angle)], normalOf(angle));
    });
  const outwards = (angle: number): Vec3 => [Math.sin(angle), 0, Math.cos(angle)];
  const bottom = ring(0, outwards);
  const top = ring(height, outwards);
  for (let i = 0; i < segments; i++) mesh.quad(bottom[i], bottom[i + 1], top[i + 1], top[i]);
  for (const [y, normal] of [
    [height, [0, 1, 0]],
    [0, [0, -1, 0]],
  ] as const) {
    const rim = ring(y, () => [...normal]);
    const center = mesh.vertex([0, y, 0], [...normal]);
    for (let i = 0; i < segments; i++) mesh.triangle(center, rim[i], rim[i + 1]);
  }
  return mesh.build();
}

/**
 * A square checkerboard on y = 0, split in two meshes (light and dark squares)
 * so each can carry its own material.
 */
export function checkerboard(size: number, squares: number): [MeshData, MeshData] {
  const light = new MeshBuilder();
  const dark = new MeshBuilder();
  const step = size / squares;
  const start = -size / 2;
  const up: Vec3 = [0, 1, 0];
  for (let row = 0; row < squares; row++) {
    for (let col = 0; col < squares; col++) {
      const mesh = (row + col) % 2 === 0 ? light : dark;
      const x0 = start + col * step;
      const z0 = start + row * step;
      const a = mesh.vertex([x0, 0, z0 + step], up);
      const b = mesh.vertex([x0 + step, 0, z0 + step], up);
      const c = mesh.vertex([x0 + step, 0, z0], up);
      const d = mesh.vertex([x0, 0, z0], up);
      mesh.quad(a, b, c, d);
    }
  }
  return [light.build(), dark.build()];
}

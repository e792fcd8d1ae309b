// cspell:words RNFT quatf
/**
 * TransformManagerImpl::updateTransformByRigidBody's arithmetic
 * (cpp/core/RNFTransformManagerImpl.cpp:91-134), pure: the body's rotation
 * and position, with the scale the entity's transform already has.
 */

/**
 * `pose` is the body's motion state, [x, y, z, w, px, py, pz] (:97-103);
 * `current` the entity's transform, column-major (:113-116). Returns
 * translation × rotation × scale (:105-131), column-major.
 */
export function transformFromRigidBody(
  pose: readonly number[],
  current: readonly number[],
): number[] {
  const [x = 0, y = 0, z = 0, w = 1, px = 0, py = 0, pz = 0] = pose;
  // :118-124: each column's length is the scale on that axis.
  const scale = [0, 1, 2].map((column) =>
    Math.hypot(current[column * 4]!, current[column * 4 + 1]!, current[column * 4 + 2]!),
  );
  // :106-107: mat4f(quatf(w, x, y, z)), the rotation matrix of a unit quaternion (columns).
  const rotation = [
    [1 - 2 * (y * y + z * z), 2 * (x * y + w * z), 2 * (x * z - w * y)],
    [2 * (x * y - w * z), 1 - 2 * (x * x + z * z), 2 * (y * z + w * x)],
    [2 * (x * z + w * y), 2 * (y * z - w * x), 1 - 2 * (x * x + y * y)],
  ];
  // :110-111 and :130: the translation's last column; rotation × scale scales each column.
  const columns = rotation.map((column, i) => [...column.map((v) => v * scale[i]!), 0]);
  return [...columns.flat(), px, py, pz, 1];
}

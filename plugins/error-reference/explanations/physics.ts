/** Physics: rigid bodies. */
import { cite } from '../../../shared/citations';
import { reachable, type Explanation } from './types';

export const PHYSICS: readonly Explanation[] = [
  {
    message: 'Either origin or transform must be provided',
    group: 'physics',
    cause:
      '`useRigidBody` got neither a full `origin` `[x, y, z]` nor a `transform` (it runs once `mass`, `shape` and `id` are set).',
    causeProof: [
      cite(
        'src/bullet/hooks/useRigidBody.ts:44',
        'if (mass == null || shape == null || id == null) {',
      ),
      cite(
        'src/bullet/hooks/useRigidBody.ts:50',
        'if (originX != null && originY != null && originZ != null) {',
      ),
      cite('src/bullet/hooks/useRigidBody.ts:53', 'if (transform) {'),
    ],
    fix: 'Pass `origin` with three numbers, or a `transform`.',
    fixProof: [cite('src/bullet/hooks/useRigidBody.ts:28', 'transform: Mat4')],
    since: '0.9.0',
    reach: reachable(
      cite(
        'src/bullet/hooks/useRigidBody.ts:32',
        'export function useRigidBody(props: RigidBodyProps | undefined) {',
      ),
    ),
  },
];

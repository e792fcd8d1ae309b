/** Animation: animator indexes, the sync list, where <Animator> may be used. */
import { cite } from '../../../shared/citations';
import { reachable, type Explanation } from './types';

const ANIMATOR = 'cpp/core/RNFAnimatorWrapper.cpp';

export const ANIMATION: readonly Explanation[] = [
  {
    message: 'Animation index out of range! Expected <{max}, received {animationIndex}',
    group: 'animation',
    cause:
      "An animator method got an animation index not below the model's animation count (`{max}`), or a negative one.",
    causeProof: [
      cite(`${ANIMATOR}:24`, 'if (animationIndex >= max || animationIndex < 0) {'),
      cite(
        `${ANIMATOR}:50`,
        'assertAnimationIndexSmallerThan(animationIndex, _animator->getAnimationCount());',
      ),
    ],
    fix: "Use an index from 0 to `getAnimationCount() - 1`; the model checker lists a model's animations.",
    fixProof: [cite(`${ANIMATOR}:16`, 'registerHybridMethod("getAnimationCount"')],
    since: '0.4.0',
    reach: reachable(cite(`${ANIMATOR}:12`, 'registerHybridMethod("applyAnimation"')),
  },
  {
    message: 'Animator must be used inside a <Model> or <ModelInstance> component.',
    group: 'animation',
    cause: '`<Animator>` found no model instance above it.',
    causeProof: [
      cite(
        'src/react/Animator.tsx:47',
        'const instances = React.useContext(ParentInstancesContext)',
      ),
      cite('src/react/Animator.tsx:48', 'if (instances == null) {'),
    ],
    fix: 'Render `<Animator>` as a child of `<Model>` or `<ModelInstance>`.',
    fixProof: [
      cite('src/react/Model.tsx:136', '<ParentInstancesContext.Provider value={instances}>'),
    ],
    since: '1.4.0',
    reach: reachable(
      cite('src/react/Animator.tsx:46', 'export function Animator(props: AnimatorProps) {'),
    ),
  },
  {
    message: 'Instance with id {instanceId} not found in sync list',
    group: 'animation',
    cause:
      '`removeFromSyncList` got an id that `addToSyncList` did not return, or one already removed.',
    causeProof: [cite(`${ANIMATOR}:114`, 'if (_syncMap.find(instanceId) == _syncMap.end()) {')],
    fix: 'Pass the id `addToSyncList` returned, once.',
    fixProof: [cite(`${ANIMATOR}:108`, 'return id;')],
    since: '0.37.0',
    reach: reachable(cite(`${ANIMATOR}:20`, 'registerHybridMethod("removeFromSyncList"')),
  },
];

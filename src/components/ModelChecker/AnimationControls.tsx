/** Which of the model's animations plays, and whether it plays: the index is `<Animator animationIndex>`'s. */
import { useId, type ReactNode } from 'react';
import type { AnimatorKnobs } from '../../../shared/live-preview/scene';
import type { AnimationFinding } from './analysis/types';
import styles from './styles.module.css';

export interface AnimationControlsProps {
  readonly animations: readonly AnimationFinding[];
  readonly value: AnimatorKnobs;
  readonly onChange: (value: AnimatorKnobs) => void;
}

export default function AnimationControls({
  animations,
  value,
  onChange,
}: AnimationControlsProps): ReactNode {
  const selectId = useId();
  return (
    <div className={styles.controls}>
      <label htmlFor={selectId}>Animation</label>
      <select
        id={selectId}
        value={value.animationIndex}
        onChange={(event) =>
          onChange({ ...value, animationIndex: Number(event.currentTarget.value) })
        }
      >
        {animations.map((animation) => (
          <option key={animation.index} value={animation.index}>
            {animationLabel(animation)}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="button button--secondary button--sm"
        onClick={() => onChange({ ...value, playing: !value.playing })}
      >
        {value.playing ? 'Pause' : 'Play'}
      </button>
    </div>
  );
}

/** "1: Walk (1.25 s)". */
export function animationLabel(animation: AnimationFinding): string {
  const name = animation.name || 'unnamed';
  const seconds = Math.round(animation.durationSeconds * 100) / 100;
  return `${animation.index}: ${name} (${seconds} s)`;
}

/**
 * withSpring for the host's Reanimated (./reanimated.ts): Reanimated 3.19's physics spring
 * (src/animation/spring.ts defaults, springUtils.ts's closed forms for an under-damped and a
 * critically damped spring), started at rest. Done when the spring is within
 * restDisplacementThreshold of its target and slower than restSpeedThreshold per second.
 */
import type { ShimAnimation } from './reanimated';

interface SpringConfig {
  readonly damping?: number;
  readonly mass?: number;
  readonly stiffness?: number;
  readonly overshootClamping?: boolean;
  readonly restDisplacementThreshold?: number;
  readonly restSpeedThreshold?: number;
  readonly velocity?: number;
}

/** Position of a spring released at `from` with `velocity`, after t seconds. */
export function springPosition(
  from: number,
  to: number,
  t: number,
  config: SpringConfig = {},
): number {
  const { damping = 10, mass = 1, stiffness = 100, velocity = 0 } = config;
  const zeta = damping / (2 * Math.sqrt(stiffness * mass));
  const omega0 = Math.sqrt(stiffness / mass);
  const x0 = to - from;
  const v0 = -velocity;
  if (zeta < 1) {
    const omega1 = omega0 * Math.sqrt(1 - zeta * zeta);
    const envelope = Math.exp(-zeta * omega0 * t);
    return (
      to -
      envelope *
        (Math.sin(omega1 * t) * ((v0 + zeta * omega0 * x0) / omega1) + x0 * Math.cos(omega1 * t))
    );
  }
  return to - Math.exp(-omega0 * t) * (x0 + (v0 + omega0 * x0) * t);
}

export function withSpring(
  to: number,
  config: SpringConfig & { readonly duration?: number; readonly dampingRatio?: number } = {},
  callback?: (finished: boolean) => void,
): ShimAnimation {
  if (config.duration !== undefined || config.dampingRatio !== undefined)
    throw new Error('withSpring with duration or dampingRatio is not available in the browser.');
  const rest = config.restDisplacementThreshold ?? 0.01;
  const restSpeed = config.restSpeedThreshold ?? 2;
  return {
    __webHostAnimation: true,
    to,
    callback,
    run:
      (from, target = to) =>
      (elapsed) => {
        const t = elapsed / 1000;
        let value = springPosition(from, target, t, config);
        const speed = Math.abs(springPosition(from, target, t + 0.001, config) - value) / 0.001;
        const overshot = (target - from) * (value - target) > 0;
        if (config.overshootClamping && overshot) value = target;
        const done =
          (Math.abs(target - value) < rest && speed < restSpeed) ||
          (config.overshootClamping === true && overshot);
        return done ? { value: target, done: true } : { value, done: false };
      },
  };
}

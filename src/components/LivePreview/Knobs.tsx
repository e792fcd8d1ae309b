/** The controls beside a live preview, one group per guide, each mirroring a react-native-filament prop. */
import { useId, type ReactNode } from 'react';
import { kelvinToLinearSrgb } from './color';
import {
  BEACON_ANIMATION_NAMES,
  intensityRange,
  LIGHT_TYPES,
  lightDefaultsFor,
  type Float3,
  type KnobGroup,
  type LightKnobs,
  type LightType,
  type SceneState,
} from '../../../shared/live-preview/scene';
import styles from './styles.module.css';

export interface KnobsProps {
  readonly group: KnobGroup;
  readonly state: SceneState;
  readonly onChange: (update: (state: SceneState) => SceneState) => void;
  readonly onReset: () => void;
}

interface SliderProps {
  readonly label: string;
  readonly value: number;
  readonly min: number;
  readonly max: number;
  readonly step: number;
  readonly unit?: string;
  readonly onChange: (value: number) => void;
}

function Slider({ label, value, min, max, step, unit, onChange }: SliderProps): ReactNode {
  const id = useId();
  const shown = Number.isInteger(step) ? value.toLocaleString('en-US') : value.toFixed(2);
  return (
    <div className={styles.knob}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
      />
      <output htmlFor={id}>
        {shown}
        {unit ? ` ${unit}` : ''}
      </output>
    </div>
  );
}

/** Three sliders for an [x, y, z] prop. */
function Vector({
  label,
  value,
  onChange,
  ...range
}: Omit<SliderProps, 'value' | 'onChange'> & {
  readonly value: Float3;
  readonly onChange: (value: Float3) => void;
}): ReactNode {
  return (
    <fieldset className={styles.vector}>
      <legend>{label}</legend>
      {(['x', 'y', 'z'] as const).map((axis, i) => (
        <Slider
          key={axis}
          label={axis}
          value={value[i]}
          {...range}
          onChange={(v) => onChange(value.map((old, j) => (j === i ? v : old)) as Float3)}
        />
      ))}
    </fieldset>
  );
}

/**
 * The light types offered. 'focused_point' is left out: the TypeScript union
 * allows it, but react-native-filament 1.11.0's native side only knows the
 * spelling 'focused_sport' and throws for it (RNFLightEnum.h).
 */
const LIGHT_TYPE_LABELS: Partial<Record<LightType, string>> = {
  directional: 'directional',
  sun: 'sun',
  point: 'point',
  spot: 'spot',
};

/** A light knob group's setter: a partial change of the light. */
type SetLight = (change: Partial<LightKnobs>) => void;

function LightTypeKnob({ light, set }: { readonly light: LightKnobs; readonly set: SetLight }) {
  const typeId = useId();
  return (
    <div className={styles.knob}>
      <label htmlFor={typeId}>type</label>
      <select
        id={typeId}
        value={light.type}
        onChange={(event) => {
          const type = event.target.value as LightType;
          set({ type, ...lightDefaultsFor(type) });
        }}
      >
        {LIGHT_TYPES.filter((type) => LIGHT_TYPE_LABELS[type]).map((type) => (
          <option key={type} value={type}>
            {LIGHT_TYPE_LABELS[type]}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The colour temperature, with a swatch of its colour (sRGB-encoded). */
function KelvinKnob({ light, set }: { readonly light: LightKnobs; readonly set: SetLight }) {
  const [r, g, b] = kelvinToLinearSrgb(light.colorKelvin).map((c) =>
    Math.round(255 * (c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055)),
  );
  return (
    <div className={styles.kelvin}>
      <Slider
        label="colorKelvin"
        unit="K"
        value={light.colorKelvin}
        min={1_500}
        max={12_000}
        step={100}
        onChange={(colorKelvin) => set({ colorKelvin })}
      />
      <span
        className={styles.swatch}
        style={{ backgroundColor: `rgb(${r} ${g} ${b})` }}
        aria-hidden
      />
    </div>
  );
}

function DirectionKnobs({ light, set }: { readonly light: LightKnobs; readonly set: SetLight }) {
  return (
    <fieldset className={styles.vector}>
      <legend>direction</legend>
      <Slider
        label="compass"
        unit="°"
        value={light.azimuth}
        min={-180}
        max={180}
        step={5}
        onChange={(azimuth) => set({ azimuth })}
      />
      <Slider
        label="elevation"
        unit="°"
        value={light.elevation}
        min={-90}
        max={0}
        step={5}
        onChange={(elevation) => set({ elevation })}
      />
    </fieldset>
  );
}

/** Where a point or spot light is, and how far it reaches. */
function PositionKnobs({ light, set }: { readonly light: LightKnobs; readonly set: SetLight }) {
  return (
    <>
      <Vector
        label="position"
        value={light.position}
        min={-2}
        max={2}
        step={0.1}
        onChange={(position) => set({ position })}
      />
      <Slider
        label="falloffRadius"
        unit="m"
        value={light.falloffRadius}
        min={1}
        max={20}
        step={1}
        onChange={(falloffRadius) => set({ falloffRadius })}
      />
    </>
  );
}

function SpotConeKnobs({ light, set }: { readonly light: LightKnobs; readonly set: SetLight }) {
  return (
    <fieldset className={styles.vector}>
      <legend>spotLightCone</legend>
      <Slider
        label="inner"
        unit="°"
        value={light.coneDegrees[0]}
        min={1}
        max={light.coneDegrees[1]}
        step={1}
        onChange={(inner) => set({ coneDegrees: [inner, light.coneDegrees[1]] })}
      />
      <Slider
        label="outer"
        unit="°"
        value={light.coneDegrees[1]}
        min={light.coneDegrees[0]}
        max={89}
        step={1}
        onChange={(outer) => set({ coneDegrees: [light.coneDegrees[0], outer] })}
      />
    </fieldset>
  );
}

function LightKnobsGroup({ state, onChange }: Pick<KnobsProps, 'state' | 'onChange'>): ReactNode {
  const light = state.light;
  const set: SetLight = (change) => onChange((s) => ({ ...s, light: { ...s.light, ...change } }));
  const directional = light.type === 'directional' || light.type === 'sun';
  return (
    <>
      <LightTypeKnob light={light} set={set} />
      <Slider
        label="intensity"
        unit={directional ? 'lux' : 'lm'}
        value={light.intensity}
        {...intensityRange(light.type)}
        onChange={(intensity) => set({ intensity })}
      />
      <KelvinKnob light={light} set={set} />
      {light.type !== 'point' && <DirectionKnobs light={light} set={set} />}
      {!directional && <PositionKnobs light={light} set={set} />}
      {light.type === 'spot' && <SpotConeKnobs light={light} set={set} />}
    </>
  );
}

function CameraKnobsGroup({ state, onChange }: Pick<KnobsProps, 'state' | 'onChange'>): ReactNode {
  const set = (change: Partial<SceneState['camera']>) =>
    onChange((s) => ({ ...s, camera: { ...s.camera, ...change } }));
  return (
    <>
      <Vector
        label="cameraPosition"
        value={state.camera.position}
        min={-12}
        max={12}
        step={0.1}
        onChange={(position) => set({ position })}
      />
      <Vector
        label="cameraTarget"
        value={state.camera.target}
        min={-2}
        max={2}
        step={0.05}
        onChange={(target) => set({ target })}
      />
      <Slider
        label="focalLengthInMillimeters"
        unit="mm"
        value={state.camera.focalLength}
        min={10}
        max={120}
        step={1}
        onChange={(focalLength) => set({ focalLength })}
      />
    </>
  );
}

function TransformationKnobsGroup({
  state,
  onChange,
}: Pick<KnobsProps, 'state' | 'onChange'>): ReactNode {
  const set = (change: Partial<SceneState['transform']>) =>
    onChange((s) => ({ ...s, transform: { ...s.transform, ...change } }));
  return (
    <>
      <Vector
        label="translate (m)"
        value={state.transform.translate}
        min={-1.5}
        max={1.5}
        step={0.05}
        onChange={(translate) => set({ translate })}
      />
      <Vector
        label="rotate (shown in degrees, passed in radians)"
        value={state.transform.rotateDegrees}
        min={-180}
        max={180}
        step={15}
        onChange={(rotateDegrees) => set({ rotateDegrees })}
      />
      <Vector
        label="scale"
        value={state.transform.scale}
        min={0.25}
        max={2}
        step={0.05}
        onChange={(scale) => set({ scale })}
      />
    </>
  );
}

function AnimatorKnobsGroup({
  state,
  onChange,
}: Pick<KnobsProps, 'state' | 'onChange'>): ReactNode {
  const { playing, animationIndex } = state.animator;
  const radioName = useId();
  const set = (change: Partial<SceneState['animator']>) =>
    onChange((s) => ({ ...s, animator: { ...s.animator, ...change } }));
  return (
    <>
      <button
        type="button"
        className="button button--secondary button--sm"
        aria-pressed={playing}
        onClick={() => set({ playing: !playing })}
      >
        {playing ? 'Pause' : 'Play'}
      </button>
      <fieldset className={styles.vector}>
        <legend>animationIndex</legend>
        {BEACON_ANIMATION_NAMES.map((name, index) => (
          <label key={name} className={styles.radio}>
            <input
              type="radio"
              name={radioName}
              value={index}
              checked={animationIndex === index}
              onChange={() => set({ animationIndex: index })}
            />
            {index}: {name}
          </label>
        ))}
      </fieldset>
    </>
  );
}

export default function Knobs({ group, state, onChange, onReset }: KnobsProps): ReactNode {
  const Group = {
    light: LightKnobsGroup,
    camera: CameraKnobsGroup,
    transformation: TransformationKnobsGroup,
    animator: AnimatorKnobsGroup,
  }[group];
  return (
    <form
      className={styles.knobs}
      aria-label="Scene props"
      onSubmit={(event) => event.preventDefault()}
    >
      <Group state={state} onChange={onChange} />
      <button type="button" className={styles.reset} onClick={onReset}>
        Reset
      </button>
    </form>
  );
}

/**
 * The scene inspector (loaded on its first open, with Babel's parser): the
 * library's scene elements the code renders, with a control for each prop
 * ./props.ts lists. A change is written into the code as the smallest edit
 * (./scene-code.ts), which the playground applies to the editor (so Undo
 * takes it back) and runs: the stage shows what the code now says, and
 * "Copy as a file" gives that code.
 */
import { useId, type ReactNode } from 'react';
import type { PickedEntity } from 'react-native-filament-web-host';
import {
  inspectCode,
  setProp,
  writeOutDefaultLight,
  type CodeEdit,
  type InspectedElement,
  type InspectedProp,
  type PropValue,
} from './scene-code';
import { DEFAULT_LIGHT_PARTS } from './props';
import { pickedModel } from './material-code';
import MaterialControls from './MaterialControls';
import styles from '../styles.module.css';

interface InspectorProps {
  readonly code: string;
  readonly onEdit: (edits: readonly CodeEdit[]) => void;
  /** The last tap on the stage: undefined before one, null when it hit no model. */
  readonly picked?: PickedEntity | null;
}

function NumberField({
  label,
  shown = label,
  value,
  step,
  min,
  max,
  onChange,
}: {
  readonly label: string;
  /** What the label shows, when the row already says the rest (a vector's axis). */
  readonly shown?: string;
  readonly value: number;
  readonly step?: number;
  readonly min?: number;
  readonly max?: number;
  readonly onChange: (value: number) => void;
}): ReactNode {
  const id = useId();
  return (
    <span className="margin-right--sm">
      <label htmlFor={id}>{shown} </label>
      <input
        id={id}
        aria-label={shown === label ? undefined : label}
        type="number"
        value={value}
        step={step}
        min={min}
        max={max}
        style={{ width: '7em' }}
        onChange={(e) => {
          const next = e.currentTarget.valueAsNumber;
          if (Number.isFinite(next)) onChange(next);
        }}
      />
    </span>
  );
}

/** One prop's control: its literal or the library's default, or why it cannot be edited here. */
function PropControl({
  prop,
  onSet,
}: {
  readonly prop: InspectedProp;
  readonly onSet: (value: PropValue) => void;
}): ReactNode {
  const { spec } = prop;
  const id = useId();
  if (prop.expression) {
    return <div>{spec.label}: set by an expression in the code (edit it there).</div>;
  }
  const value = prop.value ?? spec.fallback;
  const isDefault = prop.value === undefined;
  const note = isDefault && (
    <small>
      {' '}
      {value === undefined
        ? '(not set)'
        : `(not set: the library's default${spec.source ? `, ${spec.source}` : ''})`}
    </small>
  );
  if (spec.kind === 'boolean') {
    return (
      <div>
        <input
          id={id}
          type="checkbox"
          checked={value === true}
          onChange={(e) => onSet(e.currentTarget.checked)}
        />{' '}
        <label htmlFor={id}>{spec.label}</label>
        {note}
      </div>
    );
  }
  if (spec.kind === 'color') {
    const hex =
      typeof value === 'string' && /^#[0-9a-f]{6}/i.test(value) ? value.slice(0, 7) : '#000000';
    return (
      <div>
        <label htmlFor={id}>{spec.label} </label>
        <input id={id} type="color" value={hex} onChange={(e) => onSet(e.currentTarget.value)} />
        {note}
      </div>
    );
  }
  if (spec.kind === 'float3') {
    const xyz = Array.isArray(value) ? (value as readonly number[]) : [0, 0, 0];
    return (
      <div>
        {spec.label}:{' '}
        {(['x', 'y', 'z'] as const).map((axis, i) => (
          <NumberField
            key={axis}
            label={`${spec.label} ${axis}`}
            shown={axis}
            value={xyz[i]!}
            step={spec.step}
            onChange={(n) => onSet(xyz.map((v, j) => (j === i ? n : v)))}
          />
        ))}
        {note}
      </div>
    );
  }
  return (
    <div>
      <NumberField
        label={spec.label}
        value={typeof value === 'number' ? value : 0}
        step={spec.step}
        min={spec.min}
        max={spec.max}
        onChange={onSet}
      />
      {note}
    </div>
  );
}

function ElementPanel({
  code,
  element,
  selected,
  onEdit,
}: {
  readonly code: string;
  readonly element: InspectedElement;
  /** The entity a tap picked in this model, whose row is highlighted. */
  readonly selected?: PickedEntity;
  readonly onEdit: (edits: readonly CodeEdit[]) => void;
}): ReactNode {
  return (
    <details
      open
      className={`margin-bottom--sm${selected ? ` ${styles.selected}` : ''}`}
      aria-current={selected ? 'true' : undefined}
      data-selected={selected ? '' : undefined}
    >
      <summary>
        <code>{`<${element.name}>`}</code> line {element.line}
        {selected && <strong> · selected</strong>}
      </summary>
      {element.isDefaultLight ? (
        <div>
          An environment light and a directional light of fixed values ({DEFAULT_LIGHT_PARTS.source}
          ).{' '}
          <button
            type="button"
            className="button button--secondary button--sm"
            onClick={() => onEdit(writeOutDefaultLight(code, element))}
          >
            Write out its two lights to change them
          </button>
        </div>
      ) : (
        element.props.map((prop) => (
          <PropControl
            key={prop.spec.name}
            prop={prop}
            onSet={(value) => onEdit([setProp(code, element, prop.spec.name, value)])}
          />
        ))
      )}
      {selected && (
        <MaterialControls code={code} model={element} picked={selected} onEdit={onEdit} />
      )}
    </details>
  );
}

/** What the last tap on the stage selected, in words. */
function pickStatus(
  picked: PickedEntity | null | undefined,
  model: InspectedElement | undefined,
): string {
  if (picked === undefined) return 'Tap a model on the stage to select it.';
  if (picked === null) return 'The tap hit no model: tap one on the stage to select it.';
  const entity = picked.name !== undefined ? `“${picked.name}”` : `entity ${picked.index}`;
  const file = picked.model ? ` of ${picked.model}` : '';
  if (!model)
    return `Selected ${entity}${file}; no <Model> in the code is known to draw it, so its material cannot be written here.`;
  return `Selected ${entity}${file}: the <Model> on line ${model.line}.`;
}

export default function Inspector({ code, onEdit, picked }: InspectorProps): ReactNode {
  let elements: InspectedElement[];
  try {
    elements = inspectCode(code);
  } catch (error) {
    const where = (error as { loc?: { line: number } }).loc;
    return (
      <p role="status">
        The code does not parse{where ? ` (line ${where.line})` : ''}: fix it to inspect the scene.
      </p>
    );
  }
  const model = picked ? pickedModel(code, elements, picked) : undefined;
  return (
    <section aria-label="Scene inspector">
      <p role="status" className="margin-bottom--sm">
        {pickStatus(picked, model)}
      </p>
      {elements.length === 0 ? (
        <p>
          No element the inspector knows in this code: it reads Camera, Light, EnvironmentalLight,
          DefaultLight, Model, ModelInstance and Skybox.
        </p>
      ) : (
        elements.map((element) => (
          <ElementPanel
            key={element.start}
            code={code}
            element={element}
            selected={picked && element === model ? picked : undefined}
            onEdit={onEdit}
          />
        ))
      )}
      <p>
        <small>
          Bloom, ambient occlusion and dynamic resolution are not written back here: set them as{' '}
          <code>&lt;FilamentScene&gt;</code> props, <code>bloomOptions</code>,{' '}
          <code>ambientOcclusionOptions</code> and <code>dynamicResolutionOptions</code>{' '}
          (src/react/Configurator.tsx:18-20).
        </small>
      </p>
    </section>
  );
}

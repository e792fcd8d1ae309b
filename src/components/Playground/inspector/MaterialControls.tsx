/**
 * The picked entity's material parameters (./material-code.ts): base color,
 * metallic and roughness, each change written into the code as an
 * `<EntitySelector>` with `materialParameters` in its `<Model>`.
 */
import { useId, useState, type ReactNode } from 'react';
import type { PickedEntity } from 'react-native-filament-web-host';
import type { CodeEdit, InspectedElement } from './scene-code';
import {
  hexFromLinear,
  linearFromHex,
  materialValuesOf,
  setMaterialParameter,
  type MaterialParameter,
} from './material-code';

interface MaterialControlsProps {
  readonly code: string;
  readonly model: InspectedElement;
  readonly picked: PickedEntity;
  readonly onEdit: (edits: readonly CodeEdit[]) => void;
}

function FactorField({
  label,
  value,
  onChange,
}: {
  readonly label: string;
  readonly value?: number;
  readonly onChange: (value: number) => void;
}): ReactNode {
  const id = useId();
  return (
    <span className="margin-right--sm">
      <label htmlFor={id}>{label} </label>
      <input
        id={id}
        type="number"
        min={0}
        max={1}
        step={0.05}
        value={value ?? ''}
        placeholder="as the model"
        style={{ width: '7em' }}
        onChange={(e) => {
          const next = e.currentTarget.valueAsNumber;
          if (Number.isFinite(next)) onChange(Math.min(1, Math.max(0, next)));
        }}
      />
    </span>
  );
}

export default function MaterialControls({
  code,
  model,
  picked,
  onEdit,
}: MaterialControlsProps): ReactNode {
  const colorId = useId();
  const [problem, setProblem] = useState<string>();
  const values = materialValuesOf(code, model, picked);
  const set = (name: MaterialParameter, value: number | readonly number[]) => {
    try {
      onEdit(setMaterialParameter(code, model, picked, name, value));
      setProblem(undefined);
    } catch (error) {
      setProblem((error as Error).message);
    }
  };
  const base = values.baseColorFactor ?? picked.baseColor;
  const alphaOf = (color: unknown) =>
    Array.isArray(color) && typeof color[3] === 'number' ? color[3] : 1;
  const entity = picked.name !== undefined ? `“${picked.name}”` : `entity ${picked.index}`;
  return (
    <fieldset className="margin-top--sm">
      <legend>Material of {entity}</legend>
      <div>
        <label htmlFor={colorId}>Base color </label>
        <input
          id={colorId}
          type="color"
          value={Array.isArray(base) ? hexFromLinear(base) : '#ffffff'}
          onChange={(e) =>
            set('baseColorFactor', linearFromHex(e.currentTarget.value, alphaOf(base)))
          }
        />
      </div>
      <div>
        <FactorField
          label="Metallic"
          value={values.metallicFactor as number | undefined}
          onChange={(v) => set('metallicFactor', v)}
        />
        <FactorField
          label="Roughness"
          value={values.roughnessFactor as number | undefined}
          onChange={(v) => set('roughnessFactor', v)}
        />
      </div>
      <small>
        Written as <code>{'<EntitySelector>'}</code> with <code>materialParameters</code> in the
        model (the library sets them on the entity&apos;s first material instance).
      </small>
      {problem && <div role="alert">{problem}</div>}
    </fieldset>
  );
}

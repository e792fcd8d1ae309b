/**
 * Step 8, code: a whole TSX file for this model, in the shape of the guides'
 * samples (materials.mdx's EntitySelector recolor, interaction.mdx's pick by
 * name), with the real file, node, material and animation names. Names are
 * escaped for JSX and JavaScript; the unit tests type-check the output with
 * the sample checker's compiler set-up.
 */
import type { Renderable } from './inspect';
import type { AnimationFinding } from './types';

export interface CodeInput {
  readonly fileName: string;
  readonly needsLight: boolean;
  readonly transformToUnitCube: boolean;
  /** Scale and translate props in place of transformToUnitCube, when the library's box is wrong. */
  readonly scaleByHand?: {
    readonly scale: number;
    readonly translate: readonly [number, number, number];
  };
  readonly animations: readonly AnimationFinding[];
  readonly renderables: readonly Renderable[];
  /** A .gltf whose .bin or images are separate files: the app needs one packed .glb. */
  readonly needsPacking: boolean;
}

/** A single-quoted JavaScript string literal. */
export function jsString(value: string): string {
  const escaped = value
    .replace(/\\/g, '\\\\')
    .replace(/'/g, "\\'")
    .replace(/\r/g, '\\r')
    .replace(/\n/g, '\\n')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `'${escaped}'`;
}

/** A JSX attribute: `name="value"` when JSX can hold it literally, else `name={'…'}`. */
export function jsxAttribute(name: string, value: string): string {
  return /^[^"\\{}<>&\r\n\u2028\u2029]*$/.test(value)
    ? `${name}="${value}"`
    : `${name}={${jsString(value)}}`;
}

/** Text that is safe inside a JSX comment `{/* … *\/}`: one line, no comment end. */
export function commentText(value: string): string {
  return value.replace(/\*\//g, '* /').replace(/[\r\n\u2028\u2029]+/g, ' ');
}

const seconds = (s: number) => `${s.toFixed(2)} s`;

function animatorLines(animations: readonly AnimationFinding[], indent: string): string[] {
  if (animations.length === 0) return [];
  const label = (a: AnimationFinding) =>
    `${a.index}: "${commentText(a.name)}", ${seconds(a.durationSeconds)}`;
  const [first, ...rest] = animations;
  return [
    `${indent}{/* Plays one animation; the index picks it. ${label(first)} */}`,
    `${indent}<Animator animationIndex={${first.index}} />`,
    ...rest.map((a) => `${indent}{/* <Animator animationIndex={${a.index}} /> ${label(a)} */}`),
  ];
}

/** The first named node that draws something, and the primitive whose material to recolor. */
function recolorTarget(renderables: readonly Renderable[]) {
  const named = renderables.filter((r) => r.name !== undefined);
  for (const r of named) {
    const index = r.materials.findIndex((m) => m !== undefined);
    if (index >= 0) return { name: r.name!, index, material: r.materials[index] };
  }
  return named[0] ? { name: named[0].name!, index: 0, material: undefined } : undefined;
}

function recolorLines(renderables: readonly Renderable[], indent: string): string[] {
  const target = recolorTarget(renderables);
  if (!target) {
    return [
      `${indent}{/* No node has a name: name the parts in your 3D tool to select them with <EntitySelector byName="…">. */}`,
    ];
  }
  const what = target.material
    ? `the glTF material "${commentText(target.material)}" (part ${target.index} of node "${commentText(target.name)}"); every mesh using that material changes with it`
    : `part ${target.index} of node "${commentText(target.name)}"`;
  return [
    `${indent}{/* Recolors ${what}. */}`,
    `${indent}<EntitySelector`,
    `${indent}  ${jsxAttribute('byName', target.name)}`,
    `${indent}  materialParameters={{ index: ${target.index}, parameters: { baseColorFactor: [0.1, 0.4, 0.9, 1] } }}`,
    `${indent}/>`,
  ];
}

function pickComment(renderables: readonly Renderable[]): string {
  const names = [...new Set(renderables.flatMap((r) => (r.name ? [r.name] : [])))];
  if (names.length === 0)
    return 'Pressing a mesh gives its entity (this file names none of its nodes).';
  const shown = names.slice(0, 5).map((n) => `"${commentText(n)}"`);
  const more = names.length > 5 ? ` and ${names.length - 5} more` : '';
  return `Pressing a mesh gives its node's name: ${shown.join(', ')}${more}.`;
}

/** A prop's number: four significant digits at most, as typed by hand. */
export const propNumber = (value: number): string => String(Number(value.toPrecision(4)));

/** The props that size and centre the model: transformToUnitCube, or by hand when the library's box is wrong. */
function fitLines(input: CodeInput, indent: string): string[] {
  if (input.scaleByHand) {
    const { scale, translate } = input.scaleByHand;
    const s = propNumber(scale);
    return [
      `${indent}scale={[${s}, ${s}, ${s}]}`,
      ...(translate.some((v) => v !== 0)
        ? [`${indent}translate={[${translate.map(propNumber).join(', ')}]}`]
        : []),
    ];
  }
  return input.transformToUnitCube ? [`${indent}transformToUnitCube`] : [];
}

/** Why the model is scaled by hand: transformToUnitCube would shrink it to nothing. */
function fitComment(input: CodeInput): string[] {
  if (!input.scaleByHand) return [];
  return [
    '      {/* Scaled by hand, not with transformToUnitCube: this file stores normalized positions, and the library measures them by their stored integers, so transformToUnitCube would shrink it to nothing. */}',
  ];
}

function modelSource(input: CodeInput): string {
  const file = input.needsPacking ? input.fileName.replace(/\.gltf$/i, '.glb') : input.fileName;
  return `require(${jsString(`./assets/${file}`)})`;
}

function importsOf(input: CodeInput): string[] {
  return [
    ...(input.animations.length > 0 ? ['Animator'] : []),
    'Camera',
    ...(input.needsLight ? ['DefaultLight'] : []),
    // Only when the code recolors a part (a file with no named node gets a comment instead).
    ...(recolorTarget(input.renderables) ? ['EntitySelector'] : []),
    'FilamentScene',
    'FilamentView',
    'Model',
    'useFilamentContext',
  ];
}

/** The whole file. */
export function writeCode(input: CodeInput): string {
  const inner = '        ';
  const packing = input.needsPacking
    ? [
        `// react-native-filament loads one file: pack ${commentText(input.fileName)} and its files into one .glb first.`,
      ]
    : [];
  const lines = [
    "import React, { useState } from 'react';",
    "import { StyleSheet, Text, View } from 'react-native';",
    'import {',
    ...importsOf(input).map((name) => `  ${name},`),
    "} from 'react-native-filament';",
    '',
    ...packing,
    ...(packing.length > 0 ? [''] : []),
    'function Scene({ onPick }: { readonly onPick: (name: string) => void }) {',
    '  const { nameComponentManager } = useFilamentContext();',
    '  return (',
    '    <FilamentView style={styles.fill}>',
    '      <Camera />',
    ...(input.needsLight ? ['      <DefaultLight />'] : []),
    `      {/* ${pickComment(input.renderables)} */}`,
    ...fitComment(input),
    '      <Model',
    `        source={${modelSource(input)}}`,
    ...fitLines(input, '        '),
    '        onPress={(entity) =>',
    '          onPick(nameComponentManager.getEntityName(entity) ?? `entity #${entity.id}`)',
    '        }',
    '      >',
    ...recolorLines(input.renderables, inner),
    ...animatorLines(input.animations, inner),
    '      </Model>',
    '    </FilamentView>',
    '  );',
    '}',
    '',
    'export default function App() {',
    "  const [picked, setPicked] = useState('');",
    '  return (',
    '    <View style={styles.fill}>',
    '      <FilamentScene>',
    '        <Scene onPick={setPicked} />',
    '      </FilamentScene>',
    "      <Text style={styles.label}>{picked === '' ? 'Tap the model' : `Tapped: ${picked}`}</Text>",
    '    </View>',
    '  );',
    '}',
    '',
    'const styles = StyleSheet.create({',
    '  fill: { flex: 1 },',
    "  label: { padding: 16, fontSize: 18, textAlign: 'center' },",
    '});',
    '',
  ];
  return lines.join('\n');
}

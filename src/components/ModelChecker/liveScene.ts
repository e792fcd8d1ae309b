/**
 * The text the live view runs on the web host (../LivePreview/useHostPreview):
 * a react-native-filament component showing the reader's file the way an
 * app with a plain `<Camera />` and `<DefaultLight />` sees it. Pure, so the
 * unit tests compare strings and type-check the output against the library.
 */
import { formatNumber } from '../../../shared/live-preview/jsx';
import type { AnimatorKnobs, Float3 } from '../../../shared/live-preview/scene';
import { jsString, propNumber } from './analysis/code';
import type { SceneSize } from './analysis/types';
import { DEFAULT_CAMERA } from './framing';

export interface LiveSceneInput {
  /** The reader's model file, as `require('./assets/<fileName>')` names it. */
  readonly fileName: string;
  /** Fit it as `<Model transformToUnitCube>` does (when the report advises it). */
  readonly transformToUnitCube: boolean;
  /** Scale and translate in its place when the library's box is wrong (the report's scaleByHand). */
  readonly scaleByHand?: SceneSize['scaleByHand'];
  /** Its animation and whether it plays; undefined for a model without animations. */
  readonly animator?: AnimatorKnobs;
  /** Where the reader orbited the camera to; `<Camera />`'s own position when left out. */
  readonly cameraPosition?: Float3;
}

/** The component's name, also the file name in its error messages. */
export const LIVE_SCENE_NAME = 'SeenLive';

const sameFloat3 = (a: readonly number[], b: readonly number[]) => a.every((v, i) => v === b[i]);

/** `<Camera />`, or with the position the orbit wrote (around the default target). */
function cameraLine(position: Float3 | undefined): string {
  if (!position || sameFloat3(position, DEFAULT_CAMERA.position)) return '<Camera />';
  return `<Camera cameraPosition={[${position.map(formatNumber).join(', ')}]} />`;
}

/** How the model is fitted: by hand (scale, translate) when the report says so, else transformToUnitCube or nothing. */
function fitProps(input: LiveSceneInput): string {
  const byHand = input.scaleByHand;
  if (byHand) {
    const s = propNumber(byHand.scale);
    const moved = byHand.translate.some((v) => v !== 0);
    return ` scale={[${s}, ${s}, ${s}]}${moved ? ` translate={[${byHand.translate.map(propNumber).join(', ')}]}` : ''}`;
  }
  return input.transformToUnitCube ? ' transformToUnitCube' : '';
}

/** The model, with the animator while an animation plays (pausing unmounts it: the pose stays). */
function modelLines(input: LiveSceneInput): string[] {
  const fit = fitProps(input);
  const open = `<Model source={require(${jsString(`./assets/${input.fileName}`)})}${fit}`;
  const { animator } = input;
  if (!animator) return [`${open} />`];
  if (!animator.playing)
    return ['{/* Paused: without an <Animator> the model keeps its pose. */}', `${open} />`];
  return [`${open}>`, `  <Animator animationIndex={${animator.animationIndex}} />`, '</Model>'];
}

/** The whole module: one exported component. */
export function liveScene(input: LiveSceneInput): string {
  const imports = ['Camera', 'DefaultLight', 'FilamentScene', 'FilamentView', 'Model'];
  if (input.animator?.playing) imports.unshift('Animator');
  const scene = ['<DefaultLight />', cameraLine(input.cameraPosition), ...modelLines(input)];
  return [
    `import { ${imports.join(', ')} } from 'react-native-filament';`,
    '',
    `export function ${LIVE_SCENE_NAME}() {`,
    '  return (',
    '    <FilamentScene>',
    '      <FilamentView style={{ flex: 1 }}>',
    ...scene.map((line) => `        ${line}`),
    '      </FilamentView>',
    '    </FilamentScene>',
    '  );',
    '}',
    '',
  ].join('\n');
}

/**
 * Which of the site's generated files (static/models, tools/models) runs for
 * a file a sample requires: one rule for the guides' samples, bundled at
 * build time (plugins/web-host/bundle.ts, samples.ts), and for a reader's
 * edited code, mapped in the page (./edited-code.ts). Pure, so both can use
 * it; `describeStandIn` says what differs, for the stand-ins line.
 */

/** The guides' animated characters (played with <Animator>): the site's animated model stands in. */
const ANIMATED = /^(robot|character)\.glb$/i;

/** A stand-in for a model of the library's example app (examples/Shared/assets) or a guide, and what differs. */
interface StandIn {
  readonly file: string;
  readonly differs: string;
}

/** The example app's and the guides' model names with a stand-in of their own role (tools/models/stand-ins.ts). */
const ROLES: readonly [RegExp, StandIn][] = [
  [
    /^buster_drone\.glb$/i,
    {
      file: 'drone.glb',
      differs: 'a generated drone with 3 clips (Hover, Rotors, Roll), about 300 units across',
    },
  ],
  [
    /^(hiphopgirl|dancer)\.glb$/i,
    {
      file: 'dancer.glb',
      differs: 'a generated 1.7 m figure with 4 clips (Idle, Wave, Dance, Jump)',
    },
  ],
  [
    /^(coin_with_alpha|glass)\.glb$/i,
    { file: 'coin-alpha.glb', differs: 'a generated coin with a blended material' },
  ],
  [/^coin\.glb$/i, { file: 'coin.glb', differs: "a generated coin of the original's size" }],
  [
    /^(morphtargets|face)\.glb$/i,
    {
      file: 'face.glb',
      differs: 'a generated head with 2 morph targets (eyesClosed, mouthOpen)',
    },
  ],
  [
    /^rocket\.glb$/i,
    {
      file: 'rocket.glb',
      differs: 'a generated rocket: nodes Tip and Wings with the material "Toy Ship"',
    },
  ],
];

function roleOf(name: string): StandIn | undefined {
  return ROLES.find(([pattern]) => pattern.test(name))?.[1];
}

/**
 * The clips and morph targets of the site's models that have any (tools/models; every other
 * model of static/models has none: test/stand-ins-animated.test.ts reads the files).
 */
export const MODEL_FEATURES: Readonly<
  Record<string, { readonly clips: readonly string[]; readonly targets: readonly string[] }>
> = {
  'beacon.glb': { clips: ['Spin', 'Bounce', 'Pulse'], targets: [] },
  'drone.glb': { clips: ['Hover', 'Rotors', 'Roll'], targets: [] },
  'dancer.glb': { clips: ['Idle', 'Wave', 'Dance', 'Jump'], targets: [] },
  'face.glb': { clips: ['Nod', 'Turn'], targets: ['eyesClosed', 'mouthOpen'] },
};

/** What a screen asks of its models: clips (`<Animator>`, `useAnimator`…) or morph targets. */
export interface ModelNeeds {
  readonly animation: boolean;
  readonly morphTargets: boolean;
}

export const NO_NEEDS: ModelNeeds = { animation: false, morphTargets: false };

/** What the code asks of its models, read from its text (the same rule at build time and in the page). */
export function modelNeedsOf(code: string): ModelNeeds {
  return {
    animation: /<Animator\b|\buseAnimator\s*\(|\.createAnimator\s*\(|\.applyAnimation\s*\(/.test(
      code,
    ),
    morphTargets: /\bsetMorphWeights\s*\(|\bgetMorphTarget(?:Count|NameAt)\w*\s*\(/.test(code),
  };
}

function features(file: string) {
  return MODEL_FEATURES[file] ?? { clips: [], targets: [] };
}

/** Whether a site model has what the screen asks for. */
function covers(file: string, needs: ModelNeeds): boolean {
  const { clips, targets } = features(file);
  return (!needs.animation || clips.length > 0) && (!needs.morphTargets || targets.length > 0);
}

/**
 * `<name>.glb` → the file of static/models that runs for it: a stand-in of
 * its role (above) if it has one and it has what the screen asks for; its own if the
 * site has one; for a screen that sets morph targets the face (targets and clips);
 * for an animated character or a screen that animates the beacon (its clips Spin,
 * Bounce, Pulse); for any other name the showcase model.
 */
export function siteModelNamed(
  name: string,
  siteModels: readonly string[],
  needs: ModelNeeds = NO_NEEDS,
): string {
  const role = roleOf(name);
  if (role && siteModels.includes(role.file) && covers(role.file, needs)) return role.file;
  // The site's own models (not a role's stand-in, which is one even under the original's name).
  if (!role && siteModels.includes(name)) return name;
  if (needs.morphTargets && siteModels.includes('face.glb')) return 'face.glb';
  return ANIMATED.test(name) || needs.animation ? 'beacon.glb' : 'showcase.glb';
}

/**
 * The sentence an error adds when a screen asks a stand-in for more than it has (a clip
 * index past its clips, a morph target it lacks); undefined when the model is the site's own.
 */
export function standInNote(name: string, file: string): string | undefined {
  if (file === name) return undefined;
  const { clips, targets } = features(file);
  const list = (kind: string, items: readonly string[]) =>
    items.length === 0 ? `no ${kind}s` : `${items.length} ${kind}s (${items.join(', ')})`;
  return `${name} runs in the browser as the stand-in ${file}, which has ${list('clip', clips)} and ${list('morph target', targets)}.`;
}

/** The texture any required image (.png, .jpg, .jpeg) gets: blue stripes (tools/models, paint.png). */
export const IMAGE_STAND_IN = 'models/paint.png';
/**
 * The library's default environment light (its assets/ folder; `<DefaultLight>` asks for it by
 * this name), which a site serves next to the host's bundle, with its gzip twin
 * `RNF_default_env_ibl.ktx.gz` that the host fetches first (./gzip-fetch.ts).
 */
export const DEFAULT_LIGHT_FILE = 'RNF_default_env_ibl.ktx';
/** Any required .ktx gets the library's own default environment (the host serves it next to its bundle). */
export const KTX_STAND_IN = `web-host/${DEFAULT_LIGHT_FILE}`;
/** The URI a required .filamat gets: no file, the engine's createMaterial says why (./materials.ts). */
export const MATERIAL_SCHEME = 'web-host-material:';

/**
 * A file a sample requires (`./assets/<name>`) → what the page loads for it,
 * a path below the site's base (or a `web-host-material:` URI for a
 * material); undefined for a kind the host cannot give.
 */
export function siteAssetNamed(
  name: string,
  siteModels: readonly string[],
  needs: ModelNeeds = NO_NEEDS,
): string | undefined {
  if (/\.(glb|gltf)$/i.test(name)) return `models/${siteModelNamed(name, siteModels, needs)}`;
  if (/\.(png|jpe?g|webp)$/i.test(name)) return IMAGE_STAND_IN;
  if (/\.ktx$/i.test(name)) return KTX_STAND_IN;
  if (/\.filamat$/i.test(name)) return `${MATERIAL_SCHEME}${name}`;
  return undefined;
}

/**
 * What the stand-ins line says for a required file whose stand-in differs,
 * e.g. "buster_drone.glb → drone.glb (a generated drone with 3 clips …)";
 * undefined when the site has that very file.
 */
export function describeStandIn(
  name: string,
  siteModels: readonly string[],
  needs: ModelNeeds = NO_NEEDS,
): string | undefined {
  const asset = siteAssetNamed(name, siteModels, needs);
  if (asset === undefined) return undefined;
  if (asset.startsWith(MATERIAL_SCHEME)) return `${name}: cannot be read by Filament's web build`;
  const file = asset.slice(asset.lastIndexOf('/') + 1);
  if (asset === IMAGE_STAND_IN) return `${name} → ${file} (a generated blue texture)`;
  if (asset === KTX_STAND_IN) return `${name} → the library's default environment`;
  const role = roleOf(name);
  if (role && role.file === file) return `${name} → ${file} (${role.differs})`;
  if (file === name) return undefined;
  const { clips, targets } = features(file);
  const has = [
    ...(needs.animation && clips.length > 0 ? [`clips ${clips.join(', ')}`] : []),
    ...(needs.morphTargets && targets.length > 0 ? [`morph targets ${targets.join(', ')}`] : []),
  ];
  return has.length > 0 ? `${name} → ${file} (${has.join('; ')})` : `${name} → ${file}`;
}

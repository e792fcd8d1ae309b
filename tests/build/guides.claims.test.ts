/**
 * What individual guides must say or show in the production build, as data
 * keyed by guide id: their sections, the code samples and API links they
 * promise, the corrections of the claim-by-claim audit (audit/guides/) as a
 * reader sees them, the link to the logging guide from every guide that
 * sends readers to the logs, and the troubleshooting page's bug-report link.
 * The checks every guide gets are in guides.test.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { readGuides } from '../guides';
import { assertBuilt, BASE_PATH, decodeEntities, htmlText, readRoute } from './helpers';

const GUIDES = new Map((await readGuides()).map((g) => [g.id, g]));

interface GuideShows {
  /** Ids of the h2 sections, in page order. */
  readonly sections: readonly string[];
  /** Titles of code blocks the page must show. */
  readonly samples: readonly string[];
  /** Exported names the prose explains; each must link to its API page at least once. */
  readonly apiNames: readonly string[];
}

/** Guides whose outline, samples and API links are pinned. */
const SHOWS: Readonly<Record<string, GuideShows>> = {
  rendering: {
    sections: [
      'where-the-options-go',
      'what-a-frame-costs',
      'anti-aliasing',
      'ambient-occlusion',
      'bloom',
      'dynamic-resolution',
      'frame-rate-options',
      'post-processing-dithering-refraction-and-shadows',
      'transparent-background',
      'engine-backend-and-config',
      'presets',
      'pitfalls',
    ],
    samples: ['SceneWithOptions.tsx', 'RenderingPresets.tsx'],
    apiNames: [
      'AmbientOcclusionOptions',
      'BloomOptions',
      'DynamicResolutionOptions',
      'TemporalAntiAliasingOptions',
      'FrameRateOptions',
      'QualityLevel',
      'EngineBackend',
      'EngineConfig',
      'FilamentProviderProps',
    ],
  },
  materials: {
    sections: [
      'materials-instances-and-entities',
      'which-meshes-share-a-material-instance',
      'custom-materials',
      'setting-parameters',
      'morph-targets',
      'a-shadow-catcher-on-a-transparent-background',
      'pitfalls',
    ],
    samples: [
      'ThreeCars.tsx',
      'paint.mat',
      'PaintOneDoor.tsx',
      'BlinkingFace.tsx',
      'shadow_catcher.mat',
      'ShadowCatcher.tsx',
    ],
    apiNames: [
      'Material',
      'MaterialInstance',
      'RenderableManager',
      'MaterialParameters',
      'MaterialParametersItem',
      'MaterialParameterValue',
      'TransparencyMode',
      'CullingMode',
      'useDisposableResource',
    ],
  },
  'many-models': {
    sections: [
      'what-a-scene-costs',
      'one-scene-or-many',
      'lists-of-models',
      'pause-what-nobody-sees',
      'switching-models',
      'when-memory-is-freed',
      'memory-that-keeps-growing',
      'measure-memory-on-a-device',
      'pitfalls',
    ],
    samples: [
      'Shelf.tsx',
      'ModelGallery.tsx',
      'LiveRows.tsx',
      'HideAndShow.tsx',
      'SwitchModel.tsx',
    ],
    apiNames: [
      'FilamentScene',
      'useModel',
      'useBuffer',
      'useDisposableResource',
      'withCleanupScope',
    ],
  },
  'known-issues': {
    sections: [
      'how-to-read-an-entry',
      'the-scene-looks-pixelated-or-blocky-on-some-android-phones',
      'a-scaled-model-vanishes-while-the-camera-turns',
      'a-shadow-catcher-darkens-the-whole-floor',
      'worklets-could-not-be-found-when-an-expo-app-starts',
      'an-nsexception-on-ios-with-the-new-architecture-when-the-view-appears',
      'memory-grows-each-time-a-screen-with-a-scene-opens-again',
      'not-listed-here',
    ],
    samples: ['SharpOnAndroid.tsx', 'SafeBoundingBoxScale.tsx'],
    apiNames: ['TemporalAntiAliasingOptions', 'RenderableManager'],
  },
  limits: {
    sections: [
      'no-web-target',
      'no-expo-go',
      'only-gltf-20-fbx-obj-and-other-formats-need-converting',
      'no-vrm',
      'no-export-back-to-gltf',
      'physics-without-constraints',
      'opacity-needs-blended-materials',
      'no-textures-from-raw-pixel-data',
      'no-augmented-reality',
      'lights-stored-in-a-gltf-file-join-the-scene',
      'no-switching-of-material-variants',
      'no-multi-sample-anti-aliasing-msaa',
      'framerateoptions-does-not-lower-the-frame-rate',
      'limits-described-on-other-pages',
    ],
    samples: ['FadeIn.tsx'],
    apiNames: ['FilamentAsset', 'DiscreteDynamicWorld'],
  },
  // The sections the checker's verdicts link to (src/components/SetupChecker/rules/guides.ts).
  'check-your-setup': {
    sections: [
      'what-the-checker-reads',
      'your-release',
      'worklets',
      'metro',
      'expo',
      'android',
      'ios',
      'known-issues',
    ],
    samples: [],
    apiNames: [],
  },
};

interface Correction {
  readonly guide: string;
  /** What the audit corrected, as the test's name. */
  readonly what: string;
  /** Text the article must contain. */
  readonly says: readonly string[];
  /** Text the article must no longer contain. */
  readonly doesNotSay?: readonly (string | RegExp)[];
}

/** Corrections from the claim-by-claim audit of the guides, as a reader sees them. */
const CORRECTIONS: readonly Correction[] = [
  {
    guide: 'instancing',
    what: 'changing instanceCount is not a reload, and the way out is a key',
    says: [
      'Pointer FilamentBuffer has already been manually released!',
      "change the component's key together with it",
    ],
    doesNotSay: ['loads the file again'],
  },
  {
    guide: 'animator',
    what: 'holding the last frame clamps below the duration, and the fade pitfall is named',
    says: [
      'animator.getAnimationDuration(currentIndex.value) - 0.001)',
      "transitionDuration is not the fade's length in 1.11.0",
    ],
  },
  {
    guide: 'reanimated',
    what: 'Babel set-up per Reanimated major version',
    says: [
      "plugins: ['react-native-worklets/plugin']",
      "['react-native-reanimated/plugin', { processNestedWorklets: true }]",
    ],
    doesNotSay: [/'react-native-worklets-core\/plugin',\s*'react-native-reanimated\/plugin'/],
  },
  {
    guide: 'images',
    what: 'material names are read through getName in 1.11.0',
    says: ['{ getName?: string }', 'has to declare at least these'],
  },
  {
    guide: 'physics',
    what: 'the misspelt activation state and the unused JSDoc defaults are pitfalls',
    says: [
      "'want_deactivation' is rejected.",
      'The defaults its JSDoc mentions are not applied in 1.11.0.',
    ],
  },
  {
    guide: 'recording',
    what: 'renderFrame does nothing on Android in 1.11.0',
    says: ['On Android it does nothing in 1.11.0'],
  },
  // Issue 43: the outside audit's findings on the guides (audit/guides/<guide>.md, rows marked fixed).
  {
    guide: 'interaction',
    what: 'pickEntity resolves undefined over the background, and picks opaque meshes only',
    says: ['or undefined when only background is there', 'Filament picks only opaque meshes'],
    doesNotSay: ['or null when only background', 'only what is visible can be picked'],
  },
  {
    guide: 'physics',
    what: 'a collision callback is removed with an explicit undefined',
    says: ['removed with body.setCollisionCallback(undefined)'],
    doesNotSay: ['by calling it with no argument'],
  },
  {
    guide: 'asset-loading',
    what: "a .gltf's separate .bin is expected to crash, not to load incomplete",
    says: ['expect the app to crash rather than show part of the model'],
    doesNotSay: ['loads without them', 'loads incomplete'],
  },
  {
    guide: 'troubleshooting',
    what: 'far only culls, the JS logger sees <Model onPress> picks, the podspec can only print found!',
    says: [
      'but it does not clip at the far plane',
      'view.pickEntity logs only to the native log',
      'found! is the only outcome it can print',
      'expect a crash rather than a partial model',
    ],
    doesNotSay: [
      'only draws between its near and far planes',
      'and every pick',
      'found! or not found!',
      'does not load completely',
    ],
  },
  {
    guide: 'materials',
    what: 'createPlane makes a rectangle',
    says: ['2 × halfExtendX wide along x'],
    doesNotSay: ['flat, square renderable'],
  },
  {
    guide: 'limits',
    what: "the linking message readers really see; a .gltf's separate .bin",
    says: ['never shows in 1.11.0', 'could not be found.'],
    doesNotSay: ["the library's own message for a missing native module", 'does not load completely'],
  },
  {
    guide: 'known-issues',
    what: 'the library\'s linking message never shows in 1.11.0',
    says: ['never shows in 1.11.0'],
    doesNotSay: ["the library's own message for a missing native module says so"],
  },
  {
    guide: 'getting-started',
    what: "React Native's missing-module message, and a .gltf's separate .bin",
    says: ['but 1.11.0 never shows it', 'the app can be expected to crash'],
    doesNotSay: ['will not load completely'],
  },
  {
    guide: 'check-your-model',
    what: "a .gltf's separate .bin is expected to crash",
    says: ['expect the app to crash, not a partial model'],
    doesNotSay: ['shows up incomplete or not at all'],
  },
];

/** Guides that send readers to the logs, and so link the logging guide. */
const LINK_TO_LOGGING: readonly string[] = [
  'animator',
  'images',
  'instancing',
  'many-models',
  'reanimated',
  'recording',
  'interaction',
  'troubleshooting',
];

/** The built page of a guide, by id; fails when the id names no guide (renamed or removed). */
function guideHtml(id: string): string {
  const guide = GUIDES.get(id);
  expect(guide, `no guide "${id}" in docs/guides/`).toBeDefined();
  return readRoute(guide!.route);
}

/** The article's text as a reader sees it. */
function articleText(id: string): string {
  const html = guideHtml(id);
  const start = html.indexOf('<article');
  expect(start, `${id} has an article`).toBeGreaterThan(-1);
  return htmlText(html.slice(start, html.indexOf('</article>', start)));
}

beforeAll(assertBuilt);

describe.each(Object.entries(SHOWS))('%s shows', (id, shows) => {
  it('its sections as h2 headings, in this order', () => {
    const h2Ids = [...guideHtml(id).matchAll(/<h2[^>]*\bid="?([^"\s>]+)/g)].map((m) => m[1]);
    expect(h2Ids).toEqual(shows.sections);
  });

  it('its code samples under their file names', () => {
    const html = guideHtml(id);
    const titles = [...html.matchAll(/<div class="?codeBlockTitle[^>]*>([^<]+)</g)].map((m) =>
      htmlText(m[1]),
    );
    for (const sample of shows.samples) expect(titles).toContain(sample);
  });

  it('links the names it explains to their API pages', () => {
    const html = guideHtml(id);
    const unlinked = shows.apiNames.filter(
      (name) =>
        !new RegExp(
          `href="?${BASE_PATH}docs/api/[a-z-]+/${name}"?[^>]*><code>${name}</code></a>`,
        ).test(html),
    );
    // The names, never the page: a failure says what to write.
    expect(
      unlinked,
      `docs/guides/${id}.mdx must name each of these at least once in its prose as bare inline code, ` +
        'e.g. `Camera` (not `<Camera>`, `Camera()` or in a heading or a link), which the build links ' +
        'to its API page; or drop the name from apiNames in SHOWS of tests/build/guides.claims.test.ts',
    ).toEqual([]);
  });
});

describe('corrected claims in the built guides', () => {
  it.each(CORRECTIONS)('$guide: $what', ({ guide, says, doesNotSay = [] }) => {
    const text = articleText(guide);
    const has = (phrase: string | RegExp) =>
      typeof phrase === 'string' ? text.includes(phrase) : phrase.test(text);
    // The phrases, never the page: a failure says what to restore or remove.
    expect(
      says.filter((phrase) => !has(phrase)),
      `docs/guides/${guide}.mdx no longer says what the audit corrected it to say (audit/guides/${guide}.md); ` +
        'restore the text, or change CORRECTIONS in tests/build/guides.claims.test.ts with the audit row',
    ).toEqual([]);
    expect(
      doesNotSay.filter(has),
      `docs/guides/${guide}.mdx says again what the audit found wrong (audit/guides/${guide}.md)`,
    ).toEqual([]);
  });

  it.each(LINK_TO_LOGGING)('%s links to the LOGGING guide where it sends readers to the logs', (id) => {
    expect(
      new RegExp(`href="?${BASE_PATH}docs/guides/LOGGING[#"\\s>]`).test(guideHtml(id)),
      `docs/guides/${id}.mdx sends readers to the logs: link [the logging guide](./LOGGING.mdx) there`,
    ).toBe(true);
  });
});

describe('troubleshooting', () => {
  it('ships the pre-filled issue link in its HTML', () => {
    const html = guideHtml('troubleshooting');
    const href = /href="(https:\/\/github\.com\/margelo\/react-native-filament\/issues\/new\?[^"]+)"/.exec(
      html,
    )?.[1];
    expect(href, 'issue link').toBeDefined();
    const url = new URL(decodeEntities(href!));
    expect(url.searchParams.get('title')).toMatch(/^\[Bug\]/);
    expect(url.searchParams.get('body')).toContain('react-native-filament: ');
  });
});

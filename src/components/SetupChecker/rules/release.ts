/**
 * Which react-native-filament release the project has, whether it fits its
 * React Native, and the upgrade notes between it and the newest release
 * (releases/compatibility.json, docs/guides/compatibility.mdx).
 */
import data from '../../../../releases/compatibility.json';
import compare from 'semver/functions/compare';
import { C, compatibilityCite } from './citations';
import { installed, newArchitecture } from './facts';
import { GUIDES, upgradeStep } from './guides';
import type { Project } from './project';
import type { Citation, Verdict } from './types';
import { atLeast, below, describeVersion, type Version } from './versions';
import { verdict } from './verdict';

/** The releases the site covers, oldest first, and the newest. */
export const RELEASES: readonly string[] = data.registry.versions;
export const LATEST = RELEASES[RELEASES.length - 1];

type Row = (typeof data.rows)[number];
type Field = Exclude<keyof Row, 'version'>;

/** A value of the compatibility table, as a citation. */
export function tableCite(version: string, field: Field): Citation {
  const row = data.rows.find((r) => r.version === version);
  if (!row) throw new Error(`releases/compatibility.json has no row ${version}`);
  return compatibilityCite(version, field, row[field].value);
}

/** The covered release a version falls on: the newest one not above it. */
export function coveredRelease(version: string): string | undefined {
  return [...RELEASES].reverse().find((r) => compare(r, version) <= 0);
}

const UPGRADE_TO = '"react-native-filament": "^1.11.0"';

/** What each upgrade step asks of an app, in one sentence (docs/guides/compatibility.mdx#upgrade-notes). */
const STEP_NOTES: Record<string, { text: string; cites: () => Citation[] }> = {
  '1.6.1': {
    text: '1.6.1 links React Native 0.76’s merged Android library when it finds 0.76 or newer and builds its C++ on both architectures, so clear the Android build folders once after upgrading.',
    cites: () => [C.merged076, tableCite('1.6.1', 'reactNativeDev')],
  },
  '1.8.0': {
    text: '1.8.0 builds in apps whose Podfile uses use_frameworks! and adds useSyncSharedValue, which needs Reanimated only if you call it; nothing to change unless you use either.',
    cites: () => [tableCite('1.8.0', 'useFrameworksExclusions'), tableCite('1.8.0', 'reanimated')],
  },
  '1.9.0': {
    text: '1.9.0 fixes the blank iOS view on React Native 0.81 and newer and builds for 16 KB memory pages, and LightManager.getColor and setColor now use one Float3, so update calls to them and run pod install.',
    cites: () => [
      tableCite('1.9.0', 'iosComponentProvider'),
      tableCite('1.9.0', 'androidFlexiblePageSizes'),
    ],
  },
  '1.11.0': {
    text: '1.11.0 ships a newer Filament (material format 68, was 51), so compile your own .filamat materials again with a matching matc; its Android fallbacks become minSdk 24 and compileSdk 35.',
    cites: () => [
      tableCite('1.11.0', 'filamentMaterialVersion'),
      tableCite('1.9.0', 'filamentMaterialVersion'),
      C.minSdkFallback,
    ],
  },
};

function versionVerdict(filament: Version): Verdict {
  const covered = coveredRelease(filament.min!);
  const cites = [tableCite(LATEST, 'reactPeer'), tableCite(LATEST, 'reactNativePeer'), C.version];
  if (compare(filament.min!, LATEST) > 0) {
    return verdict(
      'release.newer',
      'release',
      'check',
      `You have react-native-filament ${describeVersion(filament)}, newer than ${LATEST}, the newest release this site has checked, so the verdicts below use ${LATEST}’s facts and may miss what changed since.`,
      GUIDES.declares,
      cites,
    );
  }
  const exact = covered === filament.min;
  return verdict(
    'release.version',
    'release',
    'info',
    `You have react-native-filament ${describeVersion(filament)}${exact ? '' : `, which this site compares as ${covered ?? 'older than 1.5.0'}`}; every release from 1.5.0 to ${LATEST} declares any React and any React Native (peer "*"), so what limits your versions are the rules below.`,
    GUIDES.declares,
    covered ? [tableCite(covered, 'reactPeer'), tableCite(covered, 'reactNativePeer')] : cites,
  );
}

/** React Native versions that need a newer release than the project has. */
function reactNativeFit(filament: Version, project: Project): Verdict[] {
  const rn = installed(project, 'react-native');
  const out: Verdict[] = [];
  const snippet = { title: 'package.json', language: 'json' as const, code: UPGRADE_TO };
  if (below(filament, '1.6.0') && atLeast(rn, '0.76.0')) {
    out.push(
      verdict(
        'release.rn076',
        'release',
        'fix',
        `React Native ${rn!.min} merged its Android native libraries into one and react-native-filament ${filament.min} links the old ones, so upgrade to 1.6.1 or newer (${UPGRADE_TO}).`,
        upgradeStep('1.5.0', '1.6.1'),
        [C.merged076],
        { snippet, where: rn!.source },
      ),
    );
  }
  // The component provider is read by the New Architecture only: skip when iOS is set to the old one.
  const iosArch = newArchitecture(project, 'ios');
  if (below(filament, '1.9.0') && atLeast(rn, '0.81.0') && iosArch?.value !== false) {
    out.push(
      verdict(
        'release.rn081',
        'release',
        'fix',
        `On React Native ${rn!.min} react-native-filament ${filament.min} leaves the view blank on iOS with the New Architecture (its default), because React Native then finds its view only through the component provider 1.9.0 declares, so upgrade to 1.9.0 or newer and run pod install.`,
        upgradeStep('1.8.0', '1.9.0'),
        [C.componentProvider, tableCite('1.8.0', 'iosComponentProvider')],
        { snippet, where: rn!.source },
      ),
    );
  }
  return out;
}

/** One verdict per upgrade step between the project's release and the newest. */
function upgradeNotes(filament: Version): Verdict[] {
  const out: Verdict[] = [];
  RELEASES.forEach((to, index) => {
    const from = RELEASES[index - 1];
    if (!from || compare(to, filament.min!) <= 0) return;
    const note = STEP_NOTES[to];
    if (!note) return;
    out.push(
      verdict(
        `release.step-${to}`,
        'release',
        'info',
        `Upgrading past ${from}: ${note.text}`,
        upgradeStep(from, to),
        note.cites(),
      ),
    );
  });
  return out;
}

export function releaseRules(project: Project): Verdict[] {
  const filament = installed(project, 'react-native-filament');
  if (!filament) {
    if (!project.package) return [];
    return [
      verdict(
        'release.missing',
        'release',
        'fix',
        'package.json does not list react-native-filament, so install it together with react-native-worklets-core, which it requires, and rebuild the app.',
        GUIDES.install,
        [C.workletsCorePeer],
        {
          snippet: {
            title: 'Terminal',
            language: 'bash',
            code: 'npm install react-native-filament react-native-worklets-core',
          },
        },
      ),
    ];
  }
  if (!filament.min) {
    return [
      verdict(
        'release.unknown',
        'release',
        'check',
        `react-native-filament is ${describeVersion(filament)}, which is not a version number, so the rules that depend on the release were skipped; add ios/Podfile.lock, which records the version installed.`,
        GUIDES.release,
        [C.version],
        { where: filament.source },
      ),
    ];
  }
  return [
    versionVerdict(filament),
    ...reactNativeFit(filament, project),
    ...upgradeNotes(filament),
  ];
}

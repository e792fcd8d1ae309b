/**
 * Android (New Architecture on 1.5.0, compileSdk, minSdk, the ABIs, 16 KB
 * pages, the library's Gradle switches) and iOS (use_frameworks!, the
 * Podfile switches, pods out of date with package.json).
 */
import satisfies from 'semver/functions/satisfies';
import { C } from './citations';
import { compileSdk, installed, minSdk, newArchitecture, usesFrameworks } from './facts';
import { GUIDES, upgradeStep } from './guides';
import type { Project } from './project';
import { tableCite } from './release';
import type { Citation, Verdict } from './types';
import { below } from './versions';
import { verdict } from './verdict';

const ABI_FIX: Citation = {
  path: 'releases/changes/1.6.1.json',
  line: 0,
  quote: '"subject": "fix(android): fix android not building (#254) (#291)"',
};

const hasAndroid = (p: Project) => !!(p.gradleProperties || p.rootGradle || p.appGradle);
const hasIos = (p: Project) => !!(p.podfile || p.podLock);

function architectureRules(project: Project): Verdict[] {
  const filament = installed(project, 'react-native-filament');
  const arch = newArchitecture(project, 'android');
  const out: Verdict[] = [];
  if (arch?.value && below(filament, '1.6.0')) {
    out.push(
      verdict(
        'android.newarch-150',
        'android',
        'check',
        `With the New Architecture on (${arch.where}) react-native-filament ${filament!.min} leaves its C++ to the app's own CMake build (React Native CLI's cxxModuleCMakeListsPath), and where that build does not include it the app stops with couldn't find "libreact-native-filament.so"; upgrade to 1.6.1 or newer, which builds it itself on both architectures.`,
        upgradeStep('1.5.0', '1.6.1'),
        [
          tableCite('1.5.0', 'newArchitecture'),
          tableCite('1.6.1', 'newArchitecture'),
          C.newArchProperty,
        ],
        { where: arch.where },
      ),
    );
  }
  const abis = project.gradleProperties?.get('reactNativeArchitectures');
  if (!hasAndroid(project)) return out;
  if (below(filament, '1.6.0')) {
    out.push(
      verdict(
        'android.abis-150',
        'android',
        'fix',
        `react-native-filament ${filament!.min} builds its C++ for every ABI whatever reactNativeArchitectures says, which breaks Android builds such as buildCMakeDebug[armeabi-v7a]; upgrade to 1.6.1 or newer, which builds only the app's ABIs.`,
        upgradeStep('1.5.0', '1.6.1'),
        [ABI_FIX, C.abiFilters],
      ),
    );
  } else if (
    abis &&
    !abis.value
      .split(',')
      .map((a) => a.trim())
      .includes('arm64-v8a')
  ) {
    out.push(
      verdict(
        'android.abis-arm64',
        'android',
        'check',
        `gradle.properties builds only ${abis.value}, and the library compiles its C++ for exactly those ABIs, so the app has no arm64-v8a code for current phones; add arm64-v8a before a release build.`,
        GUIDES.android,
        [C.architectures, C.abiFilters],
        { where: `gradle.properties:${abis.line}` },
      ),
    );
  } else if (!abis && project.gradleProperties) {
    out.push(
      verdict(
        'android.abis-all',
        'android',
        'info',
        'gradle.properties sets no reactNativeArchitectures, so the library compiles its C++ for armeabi-v7a, x86, x86_64 and arm64-v8a; for faster builds while developing, set reactNativeArchitectures=arm64-v8a (add x86_64 for an emulator).',
        GUIDES.android,
        [C.architectures],
        {
          snippet: {
            title: 'android/gradle.properties',
            language: 'properties',
            code: 'reactNativeArchitectures=arm64-v8a',
          },
        },
      ),
    );
  }
  return out;
}

function sdkRules(project: Project): Verdict[] {
  const out: Verdict[] = [];
  const compile = compileSdk(project);
  if (compile && compile.value < 34) {
    out.push(
      verdict(
        'android.compile-sdk',
        'android',
        'fix',
        `compileSdkVersion is ${compile.value} (${compile.where}), but the library's Android code uses the @FastNative annotation from dalvik.annotation.optimization, which needs compileSdkVersion 34 or higher, so raise it to 35.`,
        GUIDES.android,
        [C.fastNativeImport, C.fastNative, C.compileSdk, C.extFirst],
        {
          where: compile.where,
          snippet: {
            title: 'android/build.gradle',
            language: 'groovy',
            code: 'buildscript {\n    ext {\n        compileSdkVersion = 35\n    }\n}',
          },
        },
      ),
    );
  } else if (compile) {
    out.push(
      verdict(
        'android.compile-sdk-ok',
        'android',
        'ok',
        `compileSdkVersion is ${compile.value} (${compile.where}), which the library compiles with and which has the @FastNative annotation it uses (34 or higher); nothing to change.`,
        GUIDES.android,
        [C.compileSdk, C.fastNative],
        { where: compile.where },
      ),
    );
  }
  const min = minSdk(project);
  if (min) {
    out.push(
      verdict(
        'android.min-sdk',
        'android',
        'info',
        `minSdkVersion is ${min.value} (${min.where}); the library takes the root project's value when it has one and its own (24 in 1.11.0) only when it has none, so nothing to change for the library.`,
        GUIDES.android,
        [C.minSdk, C.extFirst, C.minSdkFallback],
        { where: min.where },
      ),
    );
  }
  return out;
}

function pageSizeRule(project: Project): Verdict[] {
  const filament = installed(project, 'react-native-filament');
  if (!hasAndroid(project) || !filament?.min) return [];
  if (below(filament, '1.9.0')) {
    return [
      verdict(
        'android.16kb',
        'android',
        'fix',
        `react-native-filament ${filament.min} links its native library for 4 KB memory pages only, so it does not load on 16 KB-page Android devices and Google Play rejects such apps that target Android 15; upgrade to 1.9.0 or newer.`,
        upgradeStep('1.8.0', '1.9.0'),
        [C.flexiblePages, C.pageAlign, tableCite('1.8.0', 'androidFlexiblePageSizes')],
      ),
    ];
  }
  return [
    verdict(
      'android.16kb-ok',
      'android',
      'ok',
      `react-native-filament ${filament.min} builds its native library for 16 KB memory pages; nothing to change.`,
      upgradeStep('1.8.0', '1.9.0'),
      [C.flexiblePages, C.pageAlign],
    ),
  ];
}

/**
 * RNF_enableLogs / RNF_excludeAssets: the library reads them from the root
 * project's extra properties, which the root build.gradle's ext block sets and
 * which Gradle also fills from gradle.properties (the library's own example
 * apps set RNF_enableLogs there).
 */
function gradleSwitches(project: Project): Verdict[] {
  const out: Verdict[] = [];
  for (const name of ['RNF_enableLogs', 'RNF_excludeAssets'] as const) {
    const cite = name === 'RNF_enableLogs' ? C.androidLogs : C.androidExcludeAssets;
    const root = project.rootGradle?.get(name);
    const property = project.gradleProperties?.get(name);
    const found = root
      ? { value: root.value, where: `android/build.gradle:${root.line}` }
      : property
        ? { value: property.value, where: `gradle.properties:${property.line}` }
        : undefined;
    if (!found) continue;
    const what =
      name === 'RNF_enableLogs'
        ? 'whether the library compiles its native logs in'
        : 'whether the library leaves its bundled assets, its default light among them, out of the app';
    out.push(
      verdict(
        `android.switch-${name}`,
        'android',
        'info',
        `${found.where} sets ${name} = ${found.value}, which decides ${what}; the build prints the value it read as a warning at the start, which confirms it.`,
        GUIDES.android,
        [cite],
        { where: found.where },
      ),
    );
  }
  return out;
}

function frameworksRule(project: Project): Verdict[] {
  const frameworks = usesFrameworks(project);
  const filament = installed(project, 'react-native-filament');
  if (!frameworks) return [];
  if (below(filament, '1.7.0')) {
    const sometimes = frameworks.value === 'sometimes';
    return [
      verdict(
        'ios.frameworks',
        'ios',
        sometimes ? 'check' : 'fix',
        `${frameworks.where} ${sometimes ? 'can turn on' : 'uses'} use_frameworks!, which react-native-filament ${filament!.min} does not build with (duplicate Bullet symbols, 'filament/Options.h' file not found); upgrade to 1.8.0 or newer.`,
        upgradeStep('1.6.1', '1.8.0'),
        [C.frameworksExclusions, tableCite('1.6.1', 'useFrameworksExclusions')],
        { where: frameworks.where },
      ),
    ];
  }
  return [
    verdict(
      'ios.frameworks-ok',
      'ios',
      'ok',
      `${frameworks.where} uses use_frameworks!, which react-native-filament builds with from 1.7.0 on (1.8.0 is the first such release in the npm registry this site reads); nothing to change.`,
      upgradeStep('1.6.1', '1.8.0'),
      [C.frameworksExclusions],
      { where: frameworks.where },
    ),
  ];
}

function podfileSwitches(project: Project): Verdict[] {
  const out: Verdict[] = [];
  for (const global of project.podfile?.globals ?? []) {
    const where = `Podfile:${global.line}`;
    if (global.name === '$RNFExcludeAssets') {
      out.push(
        global.value === 'true'
          ? verdict(
              'ios.exclude-assets',
              'ios',
              'info',
              '$RNFExcludeAssets = true leaves the library\'s bundled assets, its default light among them, out of the app, so bundle your own light files; pod install prints "Excluding assets!" when it is read.',
              GUIDES.ios,
              [C.iosExcludeAssets],
              { where },
            )
          : verdict(
              'ios.exclude-assets-value',
              'ios',
              'fix',
              `$RNFExcludeAssets is ${global.value}, but the podspec excludes the assets only when it is the Ruby value true, so write $RNFExcludeAssets = true (no quotes) or remove the line.`,
              GUIDES.ios,
              [C.iosExcludeAssets],
              {
                where,
                snippet: {
                  title: 'ios/Podfile',
                  language: 'ruby',
                  code: '$RNFExcludeAssets = true',
                },
              },
            ),
      );
    } else if (global.name === '$RNFEnableLogs') {
      out.push(
        verdict(
          'ios.logs',
          'ios',
          'info',
          `$RNFEnableLogs = ${global.value} sets whether the library's native logs are compiled in; pod install prints the value it read, and it applies from the next pod install.`,
          GUIDES.ios,
          [C.iosLogs],
          { where },
        ),
      );
    } else {
      out.push(
        verdict(
          'ios.switch-unknown',
          'ios',
          'fix',
          `The Podfile sets ${global.name}, which the podspec never reads (it reads $RNFEnableLogs and $RNFExcludeAssets; RNF_enableLogs and RNF_excludeAssets are Android's names), so rename it.`,
          GUIDES.ios,
          [C.iosLogs, C.iosExcludeAssets],
          { where },
        ),
      );
    }
  }
  return out;
}

function podsStale(project: Project): Verdict[] {
  const locked = project.podLock?.['react-native-filament'];
  const declared = project.package?.versions['react-native-filament'];
  if (!locked || !declared?.min) return [];
  const range = declared.raw.replace(/^npm:(?:@[^/]+\/)?[^@]+@/, '');
  if (satisfies(locked, range)) return [];
  return [
    verdict(
      'ios.pods-stale',
      'ios',
      'fix',
      `Podfile.lock installed react-native-filament ${locked} but package.json asks for ${declared.raw}, so the iOS app builds the native code of ${locked}; run pod install in ios/ and rebuild.`,
      GUIDES.buildErrors,
      [C.version],
      {
        where: declared.source,
        snippet: { title: 'Terminal', language: 'bash', code: 'cd ios && pod install' },
      },
    ),
  ];
}

export function nativeRules(project: Project): Verdict[] {
  const ios = hasIos(project) || !!usesFrameworks(project);
  return [
    ...architectureRules(project),
    // Expo apps without android/ set the SDK levels in expo-build-properties: either one counts.
    ...(hasAndroid(project) || compileSdk(project) || minSdk(project) ? sdkRules(project) : []),
    ...pageSizeRule(project),
    ...gradleSwitches(project),
    ...(ios
      ? [...frameworksRule(project), ...podfileSwitches(project), ...podsStale(project)]
      : []),
  ];
}

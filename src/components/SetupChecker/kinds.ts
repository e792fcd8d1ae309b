/**
 * The files the page takes, in the order it asks for them, with what each
 * paste box is called. Kept apart from the rules so that the page's first
 * load (index.tsx) does not pull in the rules engine.
 */
import type { FileKind } from './rules/types';

export interface PasteBox {
  readonly kind: FileKind;
  /** The file name the box stands for, as the report names it. */
  readonly name: string;
  readonly label: string;
}

export const PASTE_BOXES: readonly PasteBox[] = [
  { kind: 'package.json', name: 'package.json', label: 'package.json' },
  { kind: 'babel.config', name: 'babel.config.js', label: 'babel.config.js' },
  { kind: 'metro.config', name: 'metro.config.js', label: 'metro.config.js' },
  { kind: 'app.json', name: 'app.json', label: 'app.json (Expo)' },
  { kind: 'app.config', name: 'app.config.ts', label: 'app.config.js or app.config.ts (Expo)' },
  { kind: 'Podfile', name: 'Podfile', label: 'ios/Podfile' },
  { kind: 'Podfile.lock', name: 'Podfile.lock', label: 'ios/Podfile.lock' },
  {
    kind: 'Podfile.properties.json',
    name: 'Podfile.properties.json',
    label: 'ios/Podfile.properties.json (Expo)',
  },
  { kind: 'gradle.properties', name: 'gradle.properties', label: 'android/gradle.properties' },
  { kind: 'android/build.gradle', name: 'android/build.gradle', label: 'android/build.gradle' },
  {
    kind: 'android/app/build.gradle',
    name: 'android/app/build.gradle',
    label: 'android/app/build.gradle',
  },
];

/** The most the page reads of one file: config files are small; a 2 MB file is not one of them. */
export const MAX_FILE_BYTES = 2 * 1024 * 1024;

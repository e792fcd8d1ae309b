/**
 * react-native-safe-area-context for samples in the browser: a page has no notch or home
 * indicator inside the stage, so every inset is 0 and SafeAreaView is a View (its `edges` and
 * `mode` change nothing). The package itself (5.x) has a web build, but it measures the
 * window's CSS env() insets, which are the page's, not the stage's.
 */
import React, { createContext, useContext, type ReactNode } from 'react';
import View from 'react-native-web/dist/exports/View';
import { hostRuntimeLoaded } from './companions/runtime';

type ViewProps = { readonly style?: unknown } & Record<string, unknown>;

export interface EdgeInsets {
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
  readonly left: number;
}

const NO_INSETS: EdgeInsets = { top: 0, right: 0, bottom: 0, left: 0 };

export const SafeAreaInsetsContext = createContext<EdgeInsets | null>(NO_INSETS);
export const initialWindowMetrics = {
  insets: NO_INSETS,
  frame: { x: 0, y: 0, width: 0, height: 0 },
};

export function useSafeAreaInsets(): EdgeInsets {
  return useContext(SafeAreaInsetsContext) ?? NO_INSETS;
}

export function useSafeAreaFrame() {
  return initialWindowMetrics.frame;
}

type SafeAreaViewProps = ViewProps & {
  readonly edges?: unknown;
  readonly mode?: 'padding' | 'margin';
  readonly children?: ReactNode;
};

export function SafeAreaView(props: SafeAreaViewProps) {
  const { edges, mode, ...rest } = props;
  void edges;
  void mode;
  return <View {...rest} />;
}

export function SafeAreaProvider({
  children,
  style,
}: {
  children?: ReactNode;
  style?: ViewProps['style'];
}) {
  return <View style={[{ flex: 1 }, style]}>{children}</View>;
}

if (!hostRuntimeLoaded()) throw new Error("The web host's runtime is not loaded.");

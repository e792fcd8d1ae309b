/**
 * A live preview's scene in a React root of its own, kept running while the
 * reader turns the knobs. Each knob change brings a new text; re-creating
 * the root for it would re-create the engine, reload the models and lose
 * the animation's clock. Instead the root keeps one stable wrapper
 * (`Scene`) and calls the newly compiled component as a plain function
 * inside it, as Fast Refresh does: the element types in the tree it returns
 * are the library's own components (one module, so the same functions every
 * time), React keeps them mounted, and only their props change. The library
 * then applies the new props by its own effects: `<Light>` makes a new light
 * entity (src/hooks/useLightEntity.ts:33-61, the old one leaves the scene by
 * src/hooks/useEntityInScene.ts), `<Camera>` looks from the new position on
 * the next frame (src/react/Camera.tsx:80-112), `<Model>` re-applies its
 * transform, `<Animator>` mounts or unmounts. A component with hooks of its
 * own would share them with the wrapper: fine for toJsx's scenes, which
 * have none.
 */
import React, { useLayoutEffect, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import View from 'react-native-web/dist/exports/View';
import { Boundary } from './app';
import { HOST_ENVIRONMENT } from './edited-code';
import { compileSample, type SampleEnvironment } from './compile';
import { captureErrors, describeError, SampleCodeError } from './errors';
import { registerAsset } from './assets';
import type { ProvidedFiles } from './memory-files';
import type { PreviewOptions, RunningPreview, UpdateOptions } from './preview';

/** The scene's component (compiled as a reader's edit is, ./compile.ts), or the error with its line. */
function compileScene(source: string, environment: SampleEnvironment, fileName: string) {
  const compiled = compileSample(source, environment, fileName);
  if ('error' in compiled) throw new SampleCodeError(compiled.error);
  return compiled.component;
}

/** `require('./assets/<name>')` of a file handed over in memory is that file; other names as usual. */
function environmentWith(files: ProvidedFiles | undefined): SampleEnvironment {
  if (!files) return HOST_ENVIRONMENT;
  return {
    ...HOST_ENVIRONMENT,
    asset: (request) => {
      const uri = files.uriOf(request.slice(request.lastIndexOf('/') + 1));
      return uri ? registerAsset(uri) : HOST_ENVIRONMENT.asset(request);
    },
  };
}

interface SceneProps {
  /** The compiled scene, called as a function: see above. */
  readonly render: ComponentType;
  readonly source: string;
  readonly container: HTMLElement;
}

function Scene({ render, source, container }: SceneProps): ReactNode {
  // What runs, for the tests and for anyone curious: the text whose tree was just committed.
  useLayoutEffect(() => {
    container.dataset.source = source;
  }, [container, source]);
  return (render as (props: object) => ReactNode)({});
}

export function mountPreview(
  container: HTMLElement,
  options: PreviewOptions,
  files?: ProvidedFiles,
): RunningPreview {
  const fileName = options.fileName ?? 'Preview.tsx';
  const environment = environmentWith(files);
  const root = createRoot(container);
  let generation = 0;
  // A render error names the line of the scene's text it came from, as an edited sample's does.
  const onError = (error: unknown) =>
    options.onError?.(new SampleCodeError(describeError(error, fileName)));
  // The errors of the running scene outside React (./errors.ts: the library's worklets, the
  // page's uncaught errors): the first of each text is reported; the scene keeps running.
  let capture = captureErrors(onError);
  const show = (render: ComponentType, source: string) =>
    root.render(
      <Boundary onError={(error) => capture.report(error)}>
        <View style={{ width: '100%', height: '100%' }}>
          <Scene key={generation} render={render} source={source} container={container} />
        </View>
      </Boundary>,
    );
  show(compileScene(options.source, environment, fileName), options.source);
  return {
    update(source: string, update?: UpdateOptions) {
      const render = compileScene(source, environment, fileName);
      if (update?.remount) generation++;
      capture.dispose();
      capture = captureErrors(onError);
      show(render, source);
    },
    unmount() {
      capture.dispose();
      root.unmount();
      files?.forget();
      delete container.dataset.source;
    },
  };
}

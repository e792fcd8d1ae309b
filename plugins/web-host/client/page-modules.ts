/**
 * The page's React, which the host uses instead of a copy of its own
 * (runtime/shared-modules.ts): handed over by the Run button and the live
 * previews. Imported only by them, so it adds nothing to a page without one.
 */
import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';
import * as JsxRuntime from 'react/jsx-runtime';

export const PAGE_MODULES = {
  react: React,
  'react/jsx-runtime': JsxRuntime,
  'react-dom': ReactDOM,
  'react-dom/client': ReactDOMClient,
};

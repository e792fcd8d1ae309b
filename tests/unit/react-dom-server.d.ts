/** The one function of react-dom/server the unit tests use (the site has no @types/react-dom). */
declare module 'react-dom/server' {
  export function renderToStaticMarkup(element: import('react').ReactElement): string;
}

/**
 * The classic theme's SearchBar slot is an empty placeholder (@docusaurus/Noop),
 * so there is nothing to wrap: the slot is filled with the site's own search.
 */
export { default } from '@site/src/components/SearchBar';

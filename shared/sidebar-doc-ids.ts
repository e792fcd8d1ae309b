/**
 * Doc ids a sidebar of `sidebars.ts` lists, in order: strings,
 * `{ type: 'doc', id }`, and those inside categories (`items`, or the
 * `{ label: items }` shorthand). The config passes the guide order to the API
 * reference with it, and the tests list the guides with it.
 */
export function sidebarDocIds(sidebar: unknown): string[] {
  if (typeof sidebar === 'string') return [sidebar];
  if (Array.isArray(sidebar)) return sidebar.flatMap(sidebarDocIds);
  if (!sidebar || typeof sidebar !== 'object') return [];
  const entry = sidebar as { type?: string; id?: string; items?: unknown };
  if (entry.type === 'doc' && entry.id) return [entry.id];
  if (entry.type) return entry.items ? sidebarDocIds(entry.items) : [];
  return Object.values(sidebar).flatMap(sidebarDocIds);
}

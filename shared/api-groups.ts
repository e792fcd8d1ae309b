/**
 * How exported functions are grouped in the API reference: React components,
 * hooks, and the other functions. Decided by name, as React itself does.
 * The API reference's sidebar (plugins/api-reference), the social cards'
 * labels (plugins/social-cards) and the release posts (tools/releases) use it.
 */
export type FunctionGroup = 'Components' | 'Hooks' | 'Functions';

export const FUNCTION_GROUP_ORDER: readonly FunctionGroup[] = ['Components', 'Hooks', 'Functions'];

export function functionGroup(name: string): FunctionGroup {
  if (/^use[A-Z0-9]/.test(name)) return 'Hooks';
  if (/^[A-Z]/.test(name)) return 'Components';
  return 'Functions';
}

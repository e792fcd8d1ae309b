/**
 * How exported functions are grouped in the API reference. The rule lives in
 * shared/api-groups.ts: the social cards label API pages with it too.
 */
export { FUNCTION_GROUP_ORDER, functionGroup, type FunctionGroup } from '../../shared/api-groups';

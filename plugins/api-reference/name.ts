/** The plugin's name, which is its folder (and the prefix of its errors). */
export const PLUGIN_NAME = 'api-reference';

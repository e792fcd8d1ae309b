/**
 * Which of the site's generated models (static/models, tools/models) runs
 * for a model a sample names: one rule for the guides' samples, bundled at
 * build time (../samples.ts), and for a reader's edited code, mapped in the
 * page (./edited-code.ts). Pure, so both can use it.
 */

/** The guides' animated characters (played with <Animator>): the site's animated model stands in. */
const ANIMATED = /^(robot|dancer|character)\.glb$/i;

/**
 * `<name>.glb` → the file of static/models that runs for it: its own if the
 * site has one; for an animated character the beacon (its clips Spin,
 * Bounce, Pulse); for any other name the showcase model.
 */
export function siteModelNamed(name: string, siteModels: readonly string[]): string {
  if (siteModels.includes(name)) return name;
  return ANIMATED.test(name) ? 'beacon.glb' : 'showcase.glb';
}

/** A module whose missing member throws "<module>'s <name> is not available in the browser sample." */
export function strictModule(name: string, members: object): object {
  return new Proxy(members, {
    get(target, member) {
      if (
        typeof member !== 'string' ||
        member in target ||
        member === 'default' ||
        member === '__esModule' ||
        // Promise resolution reads `then` of what an async loader returns (loadCompanions):
        // as in an ES module namespace, a module without that export answers undefined.
        member === 'then'
      )
        return (target as Record<string | symbol, unknown>)[member];
      throw new Error(`${name}'s ${member} is not available in the browser sample.`);
    },
  });
}

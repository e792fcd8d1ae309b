// The globals a React Native app's TypeScript setup provides to its code
// (Metro's require returns an asset id for .glb/.png files), and nothing else.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as in an app: Metro hands back whatever the module is
declare function require(moduleId: string): any;

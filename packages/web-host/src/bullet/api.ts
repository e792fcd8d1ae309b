// cspell:words RNFBullet
/**
 * What FilamentProxy.createBullet() returns (the library's BulletAPI,
 * src/bullet/types/api.ts) on ammo.js: cpp/bullet/RNFBulletWrapper.cpp:9-66.
 */
import type AmmoModule from 'ammojs-typed/wasm';
import { hostObject } from '../host-object';
import { bodyFactories } from './rigid-body';
import { shapeFactories } from './shapes';
import { createDiscreteDynamicWorld } from './world';

export function createBulletApi(ammo: typeof AmmoModule) {
  return hostObject('BulletWrapper', {
    /** :21-23. */
    createDiscreteDynamicWorld: (gravityX: number, gravityY: number, gravityZ: number) =>
      createDiscreteDynamicWorld(ammo, gravityX, gravityY, gravityZ),
    ...bodyFactories(ammo),
    ...shapeFactories(ammo),
  });
}

export type WebBulletApi = ReturnType<typeof createBulletApi>;

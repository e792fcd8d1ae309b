/**
 * The shape of the hand-written half of the error reference: per message its
 * group, cause and what to do, each with the lines of the installed package
 * that make it true, and whether a reader can meet the message at all.
 */
import type { Citation } from '../../../shared/citations';

export type { Citation } from '../../../shared/citations';

/** The page's sections, in page order. */
export const GROUPS = {
  setup: 'Installation and start-up',
  scene: 'Scene, view and rendering',
  models: 'Models, assets and files',
  materials: 'Materials and textures',
  animation: 'Animation',
  physics: 'Physics',
  recording: 'Recording',
  native: 'Arguments passed to native code',
} as const;

export type Group = keyof typeof GROUPS;

/**
 * Whether a reader can meet a message, and the lines that prove it: for a
 * reachable one, the public call or prop that leads to it; for an unreachable
 * one, what stops it first or why its condition never holds.
 */
export interface Reach {
  readonly verdict: 'reachable' | 'unreachable';
  readonly proof: readonly Citation[];
}

export interface Explanation {
  readonly message: string;
  readonly group: Group;
  readonly cause: string;
  /** The lines that make the cause true (the check, the call that fails). */
  readonly causeProof: readonly Citation[];
  readonly fix: string;
  /** The lines that show the fix works (the condition the fix meets, the value it passes). */
  readonly fixProof: readonly Citation[];
  /** The first release whose source has the message. */
  readonly since: string;
  /** Explained entries are all reachable; the proof shows how a reader gets there. */
  readonly reach: Reach & { readonly verdict: 'reachable' };
  /**
   * An unreachable message of the library that readers meet as this one
   * (the page names it, so that a search for either lands here).
   */
  readonly shownInsteadOf?: string;
  /**
   * Set when another package raises the message in place of one of the
   * library's (React Native's `getEnforcing` before the library's linking
   * error): the line that raises it and the library's line that calls it.
   */
  readonly raisedBy?: {
    readonly package: string;
    readonly site: Citation;
    readonly calledFrom: Citation;
  };
}

/** A message left off the explained list, with the reason shown on the page. */
export interface InternalOnly {
  readonly message: string;
  readonly reason: string;
  readonly reach: Reach;
}

export const reachable = (...proof: Citation[]): Reach & { readonly verdict: 'reachable' } => ({
  verdict: 'reachable',
  proof,
});

export const unreachable = (...proof: Citation[]): Reach => ({ verdict: 'unreachable', proof });

/** Types for the parts of gltf-validator 2.0.0-dev.3.10 the checker uses (the package ships none). */
declare module 'gltf-validator' {
  export interface ValidatorIssue {
    readonly code: string;
    readonly message: string;
    /** 0 error, 1 warning, 2 information, 3 hint. */
    readonly severity: 0 | 1 | 2 | 3;
    readonly pointer?: string;
    readonly offset?: number;
  }
  export interface ValidatorReport {
    readonly validatorVersion: string;
    readonly issues: {
      readonly numErrors: number;
      readonly numWarnings: number;
      readonly numInfos: number;
      readonly numHints: number;
      readonly messages: readonly ValidatorIssue[];
      readonly truncated: boolean;
    };
  }
  export interface ValidationOptions {
    readonly uri?: string;
    readonly format?: 'glb' | 'gltf';
    readonly externalResourceFunction?: (uri: string) => Promise<Uint8Array>;
    readonly writeTimestamp?: boolean;
    readonly maxIssues?: number;
    readonly ignoredIssues?: readonly string[];
  }
  export function version(): string;
  export function validateBytes(
    data: Uint8Array,
    options?: ValidationOptions,
  ): Promise<ValidatorReport>;
}

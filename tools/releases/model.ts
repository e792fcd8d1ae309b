/**
 * The compact API snapshot model lives in shared/api-snapshot.ts, because the
 * site build reads snapshots too (the "Added in" lines of the API reference).
 */
export * from '../../shared/api-snapshot';

// The tslib helpers the browser bundle's CommonJS dependencies use (see
// index.ts). A missing one fails the e2e tests.
export function __importDefault<T>(mod: T): T | { default: T } {
  return mod && (mod as { __esModule?: boolean }).__esModule ? mod : { default: mod };
}

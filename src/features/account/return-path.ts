export { safeReturnPath } from './safe-return-path.mjs';

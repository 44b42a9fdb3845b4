export { safeReturnPath } from '@meridian/shared/safe-return-path';

export { EMAIL_PATTERN } from './rules.mjs';

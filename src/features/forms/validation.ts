export { EMAIL_PATTERN } from '@meridian/shared/form-rules';

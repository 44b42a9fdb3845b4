export declare const EMAIL_PATTERN: RegExp;
export declare const CONTACT_TOPICS: readonly ['partnership', 'press', 'ecosystem_listing', 'other'];
export type ContactTopic = (typeof CONTACT_TOPICS)[number];
export declare const CONTACT_LIMITS: {
  readonly nameMax: 120;
  readonly emailMax: 254;
  readonly companyMax: 120;
  readonly messageMin: 10;
  readonly messageMax: 5000;
};

export interface ContactValues {
  name: string;
  email: string;
  /** Optional: empty when not given. */
  company: string;
  topic: ContactTopic | '';
  message: string;
}
export type ContactField = keyof ContactValues;
/** The translation key of each error, under `form.error.` */
export type ContactError =
  | 'nameRequired'
  | 'nameTooLong'
  | 'emailRequired'
  | 'emailInvalid'
  | 'emailTooLong'
  | 'companyTooLong'
  | 'topicRequired'
  | 'messageRequired'
  | 'messageTooShort'
  | 'messageTooLong';
export declare const CONTACT_FIELDS: readonly ContactField[];
export declare function validateContact(values: ContactValues): Partial<Record<ContactField, ContactError>>;
export declare function contactErrorParams(field: ContactField): { max: number; min: number };
export declare function newsletterEmailValid(email: string): boolean;

export declare const PASSWORD_MIN: 8;
export declare const USERNAME_MIN: 3;

export type AccountValidationKey =
  | 'identifierRequired'
  | 'passwordRequired'
  | 'usernameShort'
  | 'emailInvalid'
  | 'passwordShort'
  | 'passwordMismatch';
export interface AccountFormValues {
  login: { identifier: string; password: string };
  register: { username: string; email: string; password: string };
  'forgot-password': { email: string };
  'reset-password': { password: string; passwordConfirmation: string };
}
export declare const ACCOUNT_VALIDATORS: {
  [Form in keyof AccountFormValues]: (
    values: AccountFormValues[Form],
  ) => Partial<Record<keyof AccountFormValues[Form], AccountValidationKey>>;
};

/** An address with something before and after one @ and a dot in the domain: what every form accepts. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

import type { EventEmitter } from 'node:events';

export interface MemberNewsletter {
  email: string;
  status: 'none' | 'pending' | 'confirmed' | 'unsubscribed';
  locale: string | null;
  confirmedAt: string | null;
}

export const MEMBER_NEWSLETTER_TYPES: string;
export const changes: EventEmitter;
export function changeEvent(email: string): string;
export function findMemberNewsletter(strapi: unknown, email: string): Promise<MemberNewsletter>;
export function provenAddress(
  user: { email?: unknown; confirmed?: unknown; blocked?: unknown } | null | undefined,
): string | null;
export function registerMemberNewsletterQuery(strapi: unknown): void;
export function announceNewsletterChanges(strapi: unknown): Promise<{ close(): Promise<void> }>;

import type { Droplet } from '@domain/api';
import { isHttpError } from '@/dataProvider/fetchJson';
import { dateFormat } from '@/i18n/dateFormat';

// What the Server management screen reads off a droplet and off a failed call.

/** How often the list asks again while a droplet is still being created (status new). */
export const DROPLET_POLL_MS = 3000;

export const isBooting = (droplet: Pick<Droplet, 'status'>): boolean => droplet.status === 'new';

/** The first IPv4 address of `type` ('public' or 'private'), or null while none is assigned. */
export function ipv4(droplet: Droplet, type: 'public' | 'private'): string | null {
  return droplet.networks.v4.find((address) => address.type === type)?.ip_address ?? null;
}

export function ipv6(droplet: Droplet): string | null {
  return droplet.networks.v6.find((address) => address.type === 'public')?.ip_address ?? null;
}

function stringsOf(value: unknown): string[] {
  if (typeof value !== 'object' || value === null) return [];
  return Object.values(value).filter((entry): entry is string => typeof entry === 'string');
}

/**
 * Why a call failed, in the server's words, to show under the failure's fixed text: the provider's
 * detail or the form's field messages (`errors`), else the envelope's message when it says more.
 */
export function failureDetail(error: unknown, fixedText: string): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const body = isHttpError(error) ? error.body : undefined;
  const errors = typeof body === 'object' && body !== null && 'errors' in body ? stringsOf(body.errors) : [];
  if (errors.length > 0) return [...new Set(errors)].join(' ');
  return error.message && error.message !== fixedText ? error.message : undefined;
}

const createdFormat = dateFormat({ dateStyle: 'medium', timeStyle: 'short' });

/** When a droplet was created, in the reader's locale. */
export function formatCreated(iso: string): string {
  const instant = new Date(iso);
  return Number.isNaN(instant.getTime()) ? iso : createdFormat(instant);
}

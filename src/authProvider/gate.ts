import { STORAGE_KEYS } from '@domain/constants';
import { isHttpError } from '../dataProvider/fetchJson';
import { translatePublic } from '../i18n/public';
import { requestAccessVerification } from './authApi';

/** The beta access gate: a flag persisted once the right code is entered. */
export interface Gate {
  isVerified(): boolean;
  subscribe(listener: () => void): () => void;
  /** Resolves when the code is right; rejects with the text to show otherwise. */
  verify(code: string): Promise<void>;
  /** The server no longer knows this browser (its cookie is gone): ask for the code again. */
  reset(): void;
}

const VERIFIED = 'true';

function verificationErrorMessage(error: unknown): string {
  if (isHttpError(error, 400)) return translatePublic('app.access.gate.incorrect');
  if (isHttpError(error)) return error.message;
  return translatePublic('app.access.gate.failed');
}

export function createGate(storage: Storage = window.localStorage): Gate {
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };

  return {
    isVerified: () => storage.getItem(STORAGE_KEYS.accessVerified) === VERIFIED,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async verify(code) {
      try {
        await requestAccessVerification(code);
      } catch (error) {
        throw new Error(verificationErrorMessage(error));
      }
      storage.setItem(STORAGE_KEYS.accessVerified, VERIFIED);
      notify();
    },
    reset() {
      storage.removeItem(STORAGE_KEYS.accessVerified);
      notify();
    },
  };
}

import { queryRetryDelay, STORAGE_KEYS, TOKEN_REFRESH_INTERVAL_MS } from '@domain/constants';
import { translate } from '@domain/i18n';
import { describe, expect, it } from 'vitest';

describe('constants', () => {
  it('retry delay doubles from 1 s up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(queryRetryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('keeps the spec storage keys and refresh interval', () => {
    expect([STORAGE_KEYS.accessToken, STORAGE_KEYS.refreshToken, STORAGE_KEYS.user]).toEqual([
      'accessToken',
      'refreshToken',
      'user',
    ]);
    expect(TOKEN_REFRESH_INTERVAL_MS).toBe(600000);
  });

  it('formats the templated texts', () => {
    expect(translate('app.errors.http.apiError', { status: 502, statusText: 'Bad Gateway' })).toBe(
      'API error: 502 Bad Gateway',
    );
    expect(translate('app.layout.copyright', { year: 2026 })).toBe(
      '© 2026 VR Paintball League. All rights reserved.',
    );
    expect(translate('resources.sessions.notifications.stoppedAll', { smart_count: 3 })).toBe(
      'Successfully stopped 3 sessions',
    );
  });
});

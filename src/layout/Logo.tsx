import { translatePublic as translate } from '../i18n/public';

/** The league's mark: a visor-shaped splat with a paintball, and the wordmark beside it. */
export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <svg
      viewBox={compact ? '0 0 48 40' : '0 0 262 40'}
      height="36"
      role="img"
      aria-label={translate('app.layout.title')}
      xmlns="http://www.w3.org/2000/svg"
    >
      <defs>
        <linearGradient id="logo-paint" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ff3d8b" />
          <stop offset="1" stopColor="#ff9f1c" />
        </linearGradient>
      </defs>
      <path
        d="M24 3c4 0 5 4 9 4s7-2 9 1-1 6 1 9 4 5 1 8-6 1-8 4-2 8-6 8-5-4-8-4-6 3-9 0 0-6-3-8-6-3-5-7 5-3 5-7-1-7 3-8 6 2 9 0z"
        fill="url(#logo-paint)"
      />
      <rect x="10" y="15" width="28" height="11" rx="5.5" fill="#0b0d17" />
      <rect x="13" y="17.5" width="9" height="6" rx="3" fill="#3ad7ff" />
      <rect x="26" y="17.5" width="9" height="6" rx="3" fill="#3ad7ff" />
      <circle cx="41" cy="33" r="4" fill="#b8f63c" />
      {compact ? null : (
        <text
          x="56"
          y="27"
          fill="#f3f5ff"
          fontFamily="'Segoe UI', 'Helvetica Neue', Arial, sans-serif"
          fontSize="17"
          fontWeight="800"
          letterSpacing="0.5"
        >
          {/* A real space between the words, so the wordmark reads "VR PAINTBALL LEAGUE" to assistive technology. */}
          VR PAINTBALL{' '}
          <tspan fill="#b8f63c" dx="1">
            LEAGUE
          </tspan>
        </text>
      )}
    </svg>
  );
}

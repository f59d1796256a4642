import { SPONSOR_SCROLL_SECONDS } from '@domain/constants';
import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { translatePublic as translate } from '../i18n/public';
import { SPONSORS } from './sponsors';

// The track holds the list twice and slides by half its width, so the loop has no seam.
const scroll = keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(-50%); }
`;

// The links are plain anchors styled by one rule of their list: 22 styled components (the list twice)
// cost the first screen's render more than the rest of the strip (docs/decisions/0020-landing-bundle.md).
const linkStyles = {
  display: 'block',
  borderRadius: 1,
  opacity: 0.85,
  '&:hover, &:focus-visible': { opacity: 1 },
} as const;

function SponsorList({ copy }: { copy: boolean }) {
  return (
    <Box
      component="ul"
      aria-hidden={copy || undefined}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 5,
        m: 0,
        pl: 5,
        listStyle: 'none',
        flexShrink: 0,
        '& a': linkStyles,
      }}
    >
      {SPONSORS.map((sponsor) => (
        <li key={sponsor.url}>
          <a
            href={sponsor.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={translate('app.layout.sponsorLink', { name: sponsor.name })}
            tabIndex={copy ? -1 : undefined}
          >
            <img
              src={sponsor.logo}
              alt=""
              width={165}
              height={48}
              loading="lazy"
              style={{ display: 'block' }}
            />
          </a>
        </li>
      ))}
    </Box>
  );
}

/** A continuously scrolling strip of the eleven sponsor logos, each linking out. */
export function SponsorStrip() {
  return (
    <Box
      component="section"
      aria-label={translate('app.layout.sponsors')}
      sx={{ overflow: 'hidden', width: '100%' }}
    >
      <Box
        sx={{
          display: 'flex',
          width: 'max-content',
          animation: `${scroll} ${SPONSOR_SCROLL_SECONDS.default}s linear infinite`,
          '@media (max-width: 799.98px)': { animationDuration: `${SPONSOR_SCROLL_SECONDS.under800}s` },
          '@media (max-width: 599.98px)': { animationDuration: `${SPONSOR_SCROLL_SECONDS.under600}s` },
          '&:hover, &:focus-within': { animationPlayState: 'paused' },
          '@media (prefers-reduced-motion: reduce)': { animationPlayState: 'paused' },
        }}
      >
        <SponsorList copy={false} />
        <SponsorList copy />
      </Box>
    </Box>
  );
}

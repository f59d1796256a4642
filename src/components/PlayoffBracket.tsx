import { BRACKET_SIDES } from '@domain/constants';
import type { BracketSide, DivisionPlayoffs } from '@domain/playoffs';
import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { BracketMatchCard } from './playoffs/BracketMatchCard';
import { type BracketShape, bracketShape, roundName } from './playoffs/bracketLabels';
import { type BracketCell, bracketColumns } from './playoffs/bracketLayout';

interface PlayoffBracketProps {
  /** One division's bracket, as GET /seasons/{id}/playoffs gives it (useSeasonPlayoffs). */
  bracket: DivisionPlayoffs;
}

/** Half the gap between two round columns: the length of each line stub between them, in px. */
const STUB = 12;
const LINE = 2;

/**
 * The lines joining a match to its neighbouring rounds, drawn as its cell's borders (decorative, so
 * never in the accessibility tree): a stub in from the left, and out to the right either level or
 * turning down (or up) to the midpoint of its pair, where the next round's match sits.
 */
function connectorSx(cell: BracketCell) {
  const line = (theme: Theme) => `${LINE}px solid ${theme.palette.text.disabled}`;
  const sx: Record<string, unknown> = {};
  if (cell.joinsIn) {
    sx['&::before'] = {
      content: '""',
      position: 'absolute',
      left: -STUB,
      width: STUB,
      top: '50%',
      borderTop: line,
    };
  }
  if (cell.joinsOut) {
    const out = { content: '""', position: 'absolute', right: -STUB, width: STUB };
    sx['&::after'] =
      cell.joinsOut === 'straight'
        ? { ...out, top: '50%', borderTop: line }
        : cell.joinsOut === 'down'
          ? { ...out, top: '50%', bottom: 0, borderTop: line, borderRight: line }
          : { ...out, top: 0, height: `calc(50% + ${LINE}px)`, borderBottom: line, borderRight: line };
  }
  return sx;
}

/** The right edge's fade: the content fades out over its last 40 px; the scrollbar's strip stays whole. */
const FADE =
  'linear-gradient(to right, #000 calc(100% - 40px), transparent), linear-gradient(#000, #000) bottom / 100% 16px no-repeat';

/** Whether the box is wider inside than it shows, and whether it is scrolled to its right end. */
function useOverflow(ref: React.RefObject<HTMLElement | null>) {
  const [state, setState] = useState({ overflows: false, atEnd: true });
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const update = () => {
      const overflows = box.scrollWidth > box.clientWidth + 1;
      const atEnd = box.scrollLeft + box.clientWidth >= box.scrollWidth - 1;
      setState((previous) =>
        previous.overflows === overflows && previous.atEnd === atEnd ? previous : { overflows, atEnd },
      );
    };
    update();
    box.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(box);
    if (box.firstElementChild) observer?.observe(box.firstElementChild);
    return () => {
      box.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
      observer?.disconnect();
    };
  }, [ref]);
  return state;
}

/**
 * A side's box of rounds, which scrolls sideways inside itself (never the page) with a visible
 * scrollbar, a fade at the edge still to scroll to, and a hint while it overflows.
 */
function RoundsScroller({
  side,
  label,
  children,
}: {
  side: BracketSide;
  label: string;
  children: ReactNode;
}) {
  const translate = useTranslate();
  const ref = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const { overflows, atEnd } = useOverflow(ref);
  return (
    <>
      {overflows && (
        <Typography id={hintId} variant="caption" color="text.secondary" component="p" sx={{ m: 0, mb: 0.5 }}>
          {translate('app.playoffs.scrollHint')}
        </Typography>
      )}
      <Box
        sx={(theme) => ({
          minWidth: 0,
          // The focus ring goes round the box from outside it, where the fade's mask would hide it.
          '&:has(> [tabindex="0"]:focus-visible)': {
            outline: `2px solid ${theme.palette.primary.main}`,
            outlineOffset: 2,
          },
        })}
      >
        <Box
          ref={ref}
          role="group"
          aria-label={label}
          aria-describedby={overflows ? hintId : undefined}
          data-testid={`bracket-scroll-${side}`}
          // Keyboard users can scroll the rounds too.
          tabIndex={0}
          sx={(theme) => ({
            overflowX: 'auto',
            maxWidth: '100%',
            pb: 1,
            scrollbarWidth: 'thin',
            scrollbarColor: `${theme.palette.text.secondary} ${theme.palette.action.hover}`,
            '&::-webkit-scrollbar': { height: 8 },
            '&::-webkit-scrollbar-track': { backgroundColor: theme.palette.action.hover, borderRadius: 4 },
            '&::-webkit-scrollbar-thumb': { backgroundColor: theme.palette.text.secondary, borderRadius: 4 },
            '&:focus-visible': { outline: 'none' },
            // While more rounds lie to the right, the rounds fade out at the right edge (not the scrollbar).
            ...(overflows && !atEnd ? { mask: FADE, WebkitMask: FADE } : {}),
          })}
        >
          {children}
        </Box>
      </Box>
    </>
  );
}

function SideRounds({
  bracket,
  side,
  shape,
  seedOf,
}: {
  bracket: DivisionPlayoffs;
  side: BracketSide;
  shape: BracketShape;
  seedOf: ReadonlyMap<number, number>;
}) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', gap: `${2 * STUB}px`, width: 'max-content' }}>
      {bracketColumns(bracket.matches, side).map(({ round, cells }) => {
        const title = roundName(translate, shape, side, round);
        return (
          <Box
            key={round}
            role="group"
            aria-label={title}
            sx={{ width: { xs: 220, sm: 250 }, display: 'flex', flexDirection: 'column', gap: 1 }}
          >
            <Typography variant="caption" component="h4" noWrap sx={{ fontWeight: 700, m: 0 }}>
              {title}
            </Typography>
            <Box
              sx={{
                flex: '1 1 auto',
                display: 'grid',
                gridTemplateRows: `repeat(${cells.length}, minmax(0, 1fr))`,
              }}
            >
              {cells.map((cell, index) => (
                <Box
                  // A cell is a fixed position of the round.
                  // biome-ignore lint/suspicious/noArrayIndexKey: cells are the round's positions, in order.
                  key={index}
                  sx={{
                    position: 'relative',
                    display: 'flex',
                    alignItems: 'center',
                    py: 0.5,
                    ...(cell ? connectorSx(cell) : {}),
                  }}
                >
                  {cell && <BracketMatchCard match={cell.match} shape={shape} seedOf={seedOf} />}
                </Box>
              ))}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}

/**
 * One division's playoff bracket: a row of round columns per side (upper, lower and final in double
 * elimination), each match a card with its two teams (linked to their pages, with their seeds), the
 * score, its time, and the match's name linked to its page once the match exists; an undecided slot says
 * where its team comes from. Lines join each match to the one its winner goes to. The rounds scroll
 * sideways inside the component on narrow screens, never the page.
 */
export function PlayoffBracket({ bracket }: PlayoffBracketProps) {
  const translate = useTranslate();
  const seedOf = new Map(bracket.seeds.map(({ seed, team }) => [team.id, seed]));
  const shape = bracketShape(bracket.format, bracket.matches);
  const sides = BRACKET_SIDES.filter((side) => shape.rounds[side] > 0);
  const double = bracket.format === 'doubleElimination';
  return (
    <Box sx={{ minWidth: 0, maxWidth: '100%', display: 'grid', gap: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {translate(`app.playoffs.formats.${bracket.format}`)}
      </Typography>
      {bracket.champion && (
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700 }}>
          {translate('app.playoffs.champion', { team: bracket.champion.name })}
        </Typography>
      )}
      {sides.map((side) => {
        const heading = translate(`app.playoffs.sides.${side}`);
        return (
          <Box key={side} component="section" aria-label={heading} sx={{ minWidth: 0 }}>
            {double && (
              <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
                {heading}
              </Typography>
            )}
            <RoundsScroller side={side} label={translate('app.playoffs.rounds', { side: heading })}>
              <SideRounds bracket={bracket} side={side} shape={shape} seedOf={seedOf} />
            </RoundsScroller>
          </Box>
        );
      })}
    </Box>
  );
}

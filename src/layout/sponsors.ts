import apexVisorOptics from '../assets/sponsors/apex-visor-optics.svg';
import blitzBrewEnergy from '../assets/sponsors/blitz-brew-energy.svg';
import breakoutTalk from '../assets/sponsors/breakout-talk.svg';
import markerMart from '../assets/sponsors/marker-mart.svg';
import neonBarrelCo from '../assets/sponsors/neon-barrel-co.svg';
import paintstormOutfitters from '../assets/sponsors/paintstorm-outfitters.svg';
import snapShotSupply from '../assets/sponsors/snap-shot-supply.svg';
import splatforgeGear from '../assets/sponsors/splatforge-gear.svg';
import theHopperPodcast from '../assets/sponsors/the-hopper-podcast.svg';
import voltRushEnergy from '../assets/sponsors/volt-rush-energy.svg';
import zeroLagGrips from '../assets/sponsors/zero-lag-grips.svg';

export interface Sponsor {
  name: string;
  /** Invented brands live on reserved .example domains (RFC 2606). */
  url: string;
  logo: string;
}

const sponsor = (name: string, slug: string, logo: string): Sponsor => ({
  name,
  url: `https://${slug}.example`,
  logo,
});

/** The league's partners: gear, energy drinks, podcasts and shops. */
export const SPONSORS: readonly Sponsor[] = [
  sponsor('SplatForge Gear', 'splatforge-gear', splatforgeGear),
  sponsor('VOLT Rush Energy', 'volt-rush-energy', voltRushEnergy),
  sponsor('The Hopper Podcast', 'the-hopper-podcast', theHopperPodcast),
  sponsor('Neon Barrel Co.', 'neon-barrel-co', neonBarrelCo),
  sponsor('Paintstorm Outfitters', 'paintstorm-outfitters', paintstormOutfitters),
  sponsor('Apex Visor Optics', 'apex-visor-optics', apexVisorOptics),
  sponsor('Blitz Brew Energy', 'blitz-brew-energy', blitzBrewEnergy),
  sponsor('Breakout Talk', 'breakout-talk', breakoutTalk),
  sponsor('Marker Mart', 'marker-mart', markerMart),
  sponsor('Snap Shot Supply', 'snap-shot-supply', snapShotSupply),
  sponsor('Zero Lag Grips', 'zero-lag-grips', zeroLagGrips),
];

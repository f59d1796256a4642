/**
 * `app.landing`: the landing page's texts. Polyglot keys are names, so the
 * catalogue's list of feature cards is named card by card.
 */
export const landingMessages = {
  /** The browser tab's title of the home page, as the menu names it. */
  pageTitle: 'Home',
  heroTitle: 'VR Paintball League',
  heroText:
    'Join the premier virtual-reality paintball league. Build your team, compete every week and rise to the top.',
  goToDashboard: 'Go to Dashboard',
  register: 'Register',
  login: 'Login',
  featuresHeading: 'Why play in the league',
  features: {
    tournaments: {
      title: 'Organized Tournaments',
      text: 'Compete in scheduled league matches and tournaments run by dedicated game masters.',
    },
    performance: {
      title: 'Track Performance',
      text: 'Follow your team’s results and standings as the season unfolds.',
    },
    ranks: {
      title: 'Climb the Ranks',
      text: 'Win matches, earn points and move your team up the league table.',
    },
  },
};

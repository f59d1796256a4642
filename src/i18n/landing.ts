import { publicMessages } from '@domain/messages/public';

const landing = publicMessages.landing;
const [tournaments, performance, ranks] = landing.features;

/**
 * `app.landing`: the landing page's texts, built from domain/messages/public. Polyglot keys are names, so the
 * catalogue's list of feature cards is named card by card.
 */
export const landingMessages = {
  /** The browser tab's title of the home page, as the menu names it. */
  pageTitle: publicMessages.shell.home,
  heroTitle: landing.heroTitle,
  heroText: landing.heroText,
  goToDashboard: landing.goToDashboard,
  register: landing.register,
  login: landing.login,
  featuresHeading: landing.featuresHeading,
  features: { tournaments, performance, ranks },
};

import { messages } from '@domain/messages';
import { describe, expect, it } from 'vitest';
import { translateUnder } from './helpers/translate';

const landing = messages.landing;
const translate = translateUnder('app.landing');

describe('i18nProvider: app.landing from domain/messages', () => {
  it('gives the hero and the calls to action the catalogue’s texts', () => {
    expect(translate('heroTitle')).toBe(landing.heroTitle);
    expect(translate('heroText')).toBe(landing.heroText);
    expect(translate('goToDashboard')).toBe(landing.goToDashboard);
    expect(translate('register')).toBe(landing.register);
    expect(translate('login')).toBe(landing.login);
    expect(translate('featuresHeading')).toBe(landing.featuresHeading);
  });

  it('names every feature card of the catalogue, in its order', () => {
    const names = ['tournaments', 'performance', 'ranks'];
    expect(landing.features).toHaveLength(names.length);
    names.forEach((name, index) => {
      expect(translate(`features.${name}.title`)).toBe(landing.features[index]?.title);
      expect(translate(`features.${name}.text`)).toBe(landing.features[index]?.text);
    });
  });
});

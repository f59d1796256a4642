import { type TranslateFunction, useTranslate } from 'ra-core';

/**
 * The resource's name is its screen's URL, /admin/digital-ocean; the dataProvider maps it to the API's
 * /digital-ocean/droplets (RESOURCE_PATHS), and its texts live under `resources["admin/digital-ocean"]`.
 */
export const SERVERS_RESOURCE = 'admin/digital-ocean';

/** A key of the resource's texts, e.g. `serversText('create.title')`. */
export const serversText = (key: string): string => `resources.${SERVERS_RESOURCE}.${key}`;

/** react-admin's translate, relative to the resource's texts. */
export function useServersTranslate(): TranslateFunction {
  const translate = useTranslate();
  return (key, options) => translate(serversText(key), options);
}

import { type TranslateFunction, useTranslate } from 'ra-core';

/**
 * The resource's name is its screen's URL, /admin/digital-ocean; the dataProvider maps it to the API's
 * /digital-ocean/droplets (RESOURCE_PATHS), and its texts live under `resources["admin/digital-ocean"]`.
 */
export const DROPLETS_RESOURCE = 'admin/digital-ocean';

/** A key of the resource's texts, e.g. `dropletsText('create.title')`. */
export const dropletsText = (key: string): string => `resources.${DROPLETS_RESOURCE}.${key}`;

/** react-admin's translate, relative to the resource's texts. */
export function useDropletsTranslate(): TranslateFunction {
  const translate = useTranslate();
  return (key, options) => translate(dropletsText(key), options);
}

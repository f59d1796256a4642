import { useDataProvider } from 'ra-core';
import type { AppDataProvider } from './dataProvider';

/**
 * react-admin's useDataProvider, typed with our custom methods. Like every dataProvider call, a custom
 * method's 401 goes through the authProvider's checkError.
 */
export const useAppDataProvider = (): AppDataProvider => useDataProvider<AppDataProvider>();

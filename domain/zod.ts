// biome-ignore lint/style/noRestrictedImports: the one module that hands zod to domain/ and the browser app
import { z } from 'zod';
import { applyZodMessages } from './zod-messages';

// The zod every schema of domain/ and the browser app is built with. Loading it puts our texts in place of
// zod's own, so they are in force wherever a schema is, in whichever chunk of the browser app loads first;
// the browser's start-up chunks hold no schema and so no zod.
applyZodMessages();

export { z };

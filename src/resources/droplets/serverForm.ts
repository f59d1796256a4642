import { DEFAULT_DISTRIBUTION, DEFAULT_REGION, DEFAULT_SERVER_TAGS } from '@domain/constants';
import { type ImageSource, serverCreatePayloadSchema } from '@domain/droplets';
import { zodResolver } from '@hookform/resolvers/zod';

// The create form's values and their defaults (nyc1, debian-12-x64, the default tags, a game session, not
// public). The API's payload schema checks them (domain/droplets.ts, also POST
// /digital-ocean/droplets/create's), so each rule and message exists once.

export interface ServerFormValues {
  name: string;
  imageSource: ImageSource;
  /** The chosen snapshot's id as the select holds it ('' when none). */
  snapshotId: string;
  distribution: string;
  region: string;
  size: string;
  code: string;
  createGameSession: boolean;
  isPublic: boolean;
  /** '' for none. */
  clientId: string;
  tags: string[];
}

export const initialServerForm = (): ServerFormValues => ({
  name: '',
  imageSource: 'distribution',
  snapshotId: '',
  distribution: DEFAULT_DISTRIBUTION,
  region: DEFAULT_REGION,
  size: '',
  code: '',
  createGameSession: true,
  isPublic: false,
  clientId: '',
  tags: [...DEFAULT_SERVER_TAGS],
});

export const serverFormResolver = zodResolver(serverCreatePayloadSchema);

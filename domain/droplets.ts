import { DEFAULT_DISTRIBUTION, DEFAULT_REGION, DEFAULT_SERVER_TAGS, SERVER_CODE_LENGTH } from './constants';
import { translate } from './i18n';
import { z } from './zod';

// The server-create payload and the formatters of the server details. The create form and
// POST /digital-ocean/droplets/create share the schema.

export const IMAGE_SOURCES = ['snapshot', 'distribution'] as const;

/** A server's lifecycle as DigitalOcean reports it; the list filters by it. */
export const DROPLET_STATUSES = ['new', 'active', 'off', 'archive'] as const;
export type DropletStatus = (typeof DROPLET_STATUSES)[number];
export type ImageSource = (typeof IMAGE_SOURCES)[number];

/** DigitalOcean's droplet name rule: letters, digits, dots and hyphens, at most 255 characters. */
const SERVER_NAME_PATTERN = /^[A-Za-z0-9.-]{1,255}$/;
const SERVER_CODE_PATTERN = new RegExp(`^[0-9]{${SERVER_CODE_LENGTH}}$`);
const SLUG_PATTERN = /^[a-z0-9][a-z0-9._-]{0,99}$/;
/** DigitalOcean's tag rule (the same as DO_TAG's). */
const TAG_PATTERN = /^[\w:-]{1,255}$/;
const CLIENT_ID_MAX = 200;
/** Snapshot ids are DigitalOcean image ids: positive integers. */
const MAX_IMAGE_ID = Number.MAX_SAFE_INTEGER;

/** A form's empty field means "not given", so defaults apply. */
const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

/** Digits typed in a form arrive as a string. */
const digitsToNumber = (value: unknown) =>
  typeof value === 'string' && /^\s*[0-9]+\s*$/.test(value) ? Number(value) : value;

export const serverNameSchema = z
  .string(translate('resources.admin/digital-ocean.droplets.nameRequired'))
  .trim()
  .min(1, translate('resources.admin/digital-ocean.droplets.nameRequired'))
  .regex(SERVER_NAME_PATTERN, translate('resources.admin/digital-ocean.droplets.nameInvalid'));

export const serverCodeSchema = z
  .string(translate('resources.admin/digital-ocean.droplets.codeInvalid'))
  .trim()
  .regex(SERVER_CODE_PATTERN, translate('resources.admin/digital-ocean.droplets.codeInvalid'));

const slug = (message: string, fallback: string) =>
  z.preprocess(blankToUndefined, z.string(message).trim().regex(SLUG_PATTERN, message).default(fallback));

const snapshotIdSchema = z.preprocess(
  (value) => digitsToNumber(blankToUndefined(value)),
  z
    .number(translate('resources.admin/digital-ocean.droplets.snapshotRequired'))
    .int(translate('resources.admin/digital-ocean.droplets.snapshotRequired'))
    .min(1, translate('resources.admin/digital-ocean.droplets.snapshotRequired'))
    .max(MAX_IMAGE_ID)
    .optional(),
);

const tagsSchema = z
  .array(
    z
      .string(translate('resources.admin/digital-ocean.droplets.tagInvalid'))
      .trim()
      .regex(TAG_PATTERN, translate('resources.admin/digital-ocean.droplets.tagInvalid')),
    translate('resources.admin/digital-ocean.droplets.tagInvalid'),
  )
  .default([...DEFAULT_SERVER_TAGS])
  .transform((tags) => [...new Set(tags)]);

const rawServerCreateSchema = z.object({
  name: serverNameSchema,
  /** When absent: snapshot if a snapshotId is given, else distribution. */
  imageSource: z.preprocess(
    blankToUndefined,
    z.enum(IMAGE_SOURCES, translate('resources.admin/digital-ocean.droplets.imageSourceInvalid')).optional(),
  ),
  snapshotId: snapshotIdSchema,
  distribution: slug(
    translate('resources.admin/digital-ocean.droplets.distributionInvalid'),
    DEFAULT_DISTRIBUTION,
  ),
  region: slug(translate('resources.admin/digital-ocean.droplets.regionInvalid'), DEFAULT_REGION),
  size: z.preprocess(
    blankToUndefined,
    z
      .string(translate('resources.admin/digital-ocean.droplets.sizeRequired'))
      .trim()
      .regex(SLUG_PATTERN, translate('resources.admin/digital-ocean.droplets.sizeRequired')),
  ),
  code: serverCodeSchema,
  createGameSession: z.boolean().default(true),
  isPublic: z.boolean().default(false),
  clientId: z.preprocess(
    blankToUndefined,
    z
      .string(translate('resources.admin/digital-ocean.droplets.clientIdInvalid'))
      .trim()
      .max(CLIENT_ID_MAX)
      .optional(),
  ),
  tags: tagsSchema,
});

/** POST /digital-ocean/droplets/create, with the defaults applied (constants.ts DEFAULT_*). */
export const serverCreatePayloadSchema = rawServerCreateSchema
  .transform(({ imageSource, ...rest }) => ({
    ...rest,
    imageSource: imageSource ?? (rest.snapshotId === undefined ? 'distribution' : 'snapshot'),
  }))
  .superRefine((payload, context) => {
    if (payload.imageSource === 'snapshot' && payload.snapshotId === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['snapshotId'],
        message: translate('resources.admin/digital-ocean.droplets.snapshotRequired'),
      });
    }
  });

/** What the create form sends (every defaulted field optional). */
export type ServerCreateInput = z.input<typeof serverCreatePayloadSchema>;
/** The validated payload with defaults applied. */
export type ServerCreatePayload = z.output<typeof serverCreatePayloadSchema>;

// Formatters of the server details.

const MB_PER_GB = 1024;

/** Memory in MB below 1024 MB, from there in GB with one decimal: '1023 MB', '1.0 GB', '1.5 GB'. */
export function formatMemory(megabytes: number): string {
  return megabytes < MB_PER_GB ? `${megabytes} MB` : `${(megabytes / MB_PER_GB).toFixed(1)} GB`;
}

export function formatDisk(gigabytes: number): string {
  return `${gigabytes} GB`;
}

export function formatTransfer(terabytes: number): string {
  return `${terabytes} TB`;
}

/** Monthly price in dollars and cents: '$6.00/mo'. */
export function formatMonthlyPrice(dollars: number): string {
  return `$${dollars.toFixed(2)}/mo`;
}

/**
 * Hourly price with the precision DigitalOcean quotes it in: at least two decimals, up to five, without
 * trailing zeros beyond the cents: 0.00893 -> '$0.00893/hr', 0.5 -> '$0.50/hr'.
 */
export function formatHourlyPrice(dollars: number): string {
  const [whole = '0', fraction = ''] = dollars.toFixed(5).split('.');
  const trimmed = fraction.replace(/0+$/, '').padEnd(2, '0');
  return `$${whole}.${trimmed}/hr`;
}

/** Both prices of a size or droplet: '$6.00/mo · $0.00893/hr'. */
export function formatPrice(price: Pick<MachineSpecs, 'price_monthly' | 'price_hourly'>): string {
  return `${formatMonthlyPrice(price.price_monthly)} · ${formatHourlyPrice(price.price_hourly)}`;
}

// Cloud servers as the API sends them (droplets, snapshots, size options), in
// DigitalOcean's field names: memory in MB, disk in GB, transfer in TB, prices in USD.

/** A machine size's figures, as DigitalOcean names them (and so the API, and DO's wire format). */
export const machineSpecFields = {
  memory: z.number(),
  vcpus: z.number(),
  disk: z.number(),
  transfer: z.number(),
  price_monthly: z.number(),
  price_hourly: z.number(),
};
export type MachineSpecs = { [K in keyof typeof machineSpecFields]: number };

export const dropletAddressSchema = z.object({
  ip_address: z.string(),
  /** 'public' or 'private'. */
  type: z.string(),
  /** Absent when the provider gave none (a private address's gateway may be null). */
  gateway: z.string().optional(),
  netmask: z.string().optional(),
});
export type DropletAddress = z.infer<typeof dropletAddressSchema>;

/**
 * A cloud server. The fields the app acts on are always there; the ones it only shows (its figures,
 * region, size, date) are absent when the provider sent them null, odd or not at all.
 */
export const dropletSchema = z
  .object({
    memory: z.number().optional(),
    vcpus: z.number().optional(),
    disk: z.number().optional(),
    transfer: z.number().optional(),
    price_monthly: z.number().optional(),
    price_hourly: z.number().optional(),
    id: z.number().int(),
    name: z.string(),
    status: z.enum(DROPLET_STATUSES),
    region: z.object({ slug: z.string(), name: z.string() }).optional(),
    size_slug: z.string().optional(),
    created_at: z.string().optional(),
    tags: z.array(z.string()),
    networks: z.object({ v4: z.array(dropletAddressSchema), v6: z.array(dropletAddressSchema) }),
  })
  .meta({ id: 'Droplet' });
export type Droplet = z.infer<typeof dropletSchema>;

/** A droplet snapshot a server can be created from; the id is what the create payload's snapshotId names. */
export const snapshotSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    created_at: z.string(),
    /** Smallest disk (GB) a droplet created from it may have. */
    min_disk_size: z.number().optional(),
    /** Region slugs the snapshot is available in. */
    regions: z.array(z.string()).optional(),
  })
  .meta({ id: 'Snapshot' });
export type Snapshot = z.infer<typeof snapshotSchema>;

export const sizeOptionSchema = z
  .object({
    ...machineSpecFields,
    slug: z.string(),
    description: z.string(),
    regions: z.array(z.string()),
    available: z.boolean(),
  })
  .meta({ id: 'SizeOption' });
export type SizeOption = z.infer<typeof sizeOptionSchema>;

export const regionSchema = z
  .object({ slug: z.string(), name: z.string(), available: z.boolean() })
  .meta({ id: 'Region' });
export type Region = z.infer<typeof regionSchema>;

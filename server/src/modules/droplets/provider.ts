import type { Droplet, Region, SizeOption, Snapshot } from '@domain/api';
import { HttpError } from '@server/http/http-error';

// The operations the Server management screen needs, in our own types. Two implementations:
// digitalocean.ts (the real API v2) and the simulated provider (simulated.ts).

export interface CreateDropletInput {
  name: string;
  region: string;
  size: string;
  /** A snapshot's numeric image id, or a distribution slug such as debian-12-x64. */
  image: number | string;
  /** The provider adds the app's own tag (DO_TAG) to these. */
  tags: string[];
  /**
   * The cloud-init script that starts the machine's game server (announcing `droplet-<id>`) on first
   * boot; it carries a secret, so it is never logged. The simulated provider starts a reference game
   * server instead.
   */
  userData: string;
}

export interface CloudProvider {
  listSnapshots(): Promise<Snapshot[]>;
  listSizes(): Promise<SizeOption[]>;
  listRegions(): Promise<Region[]>;
  /** Only the servers this app manages (those carrying its tag). */
  listDroplets(): Promise<Droplet[]>;
  /** A managed server; a 404 CloudError for any other. */
  getDroplet(id: number): Promise<Droplet>;
  createDroplet(input: CreateDropletInput): Promise<Droplet>;
  /** Refuses (403 CloudError) a server that does not carry the app's tag. */
  deleteDroplet(id: number): Promise<void>;
}

/**
 * A failed provider call: the status our API answers with, the catalogue's message for the operation
 * (e.g. 'Failed to create server') and, as detail, why (the vendor's own message where it sent one).
 */
export class CloudError extends HttpError {
  readonly detail: string;
  /** The vendor's HTTP status, when it answered. */
  readonly vendorStatus?: number;

  constructor(
    statusCode: number,
    message: string,
    options: { detail: string; code: string; vendorStatus?: number },
  ) {
    super(statusCode, message, { code: options.code });
    this.name = 'CloudError';
    this.detail = options.detail;
    this.vendorStatus = options.vendorStatus;
  }
}

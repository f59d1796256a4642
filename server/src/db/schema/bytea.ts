import { customType } from 'drizzle-orm/pg-core';

// drizzle's pg-core has no bytea column. node-postgres reads bytea as a Buffer and PGlite as a Uint8Array;
// both take either when writing.

export const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

import { serial, timestamp } from 'drizzle-orm/pg-core';

// The column kinds most tables share, written once.

/** The row's own number, given by the database on insert. */
export const serialId = () => serial().primaryKey();

/** A point in time with its time zone (timestamptz): every time the league keeps is one. */
export const instant = () => timestamp({ withTimezone: true });

/** When the row was written: the database sets it on insert. */
export const writtenAt = () => instant().notNull().defaultNow();

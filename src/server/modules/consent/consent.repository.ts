import type { Db } from '../../db/client.js';
import { cguAcceptances } from './consent.tables.js';

/** The version of the terms the app shows today (their "last updated" date). */
export const CGU_VERSION = '2025-05-26';

export interface ConsentRecord {
  userId: number;
  action: string;
  ipAddress: string | null;
  userAgent: string | null;
  metadata?: Record<string, unknown>;
  version?: string;
}

export function createConsentRepository({ db }: { db: Db }) {
  return {
    async record(record: ConsentRecord, tx: Db = db): Promise<void> {
      await tx.insert(cguAcceptances).values({
        userId: record.userId,
        action: record.action,
        version: record.version ?? CGU_VERSION,
        ipAddress: record.ipAddress,
        userAgent: record.userAgent,
        metadata: record.metadata ?? null,
      });
    },
  };
}

export type ConsentRepository = ReturnType<typeof createConsentRepository>;

import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { AdminAction, AuditEntry, StaffRole } from '#shared/schemas/admin.js';
import { adminAudit, staffRoles } from './admin.tables.js';

export interface AuditRecord {
  actor: { userId: number; email: string; role: StaffRole };
  action: AdminAction;
  target: { userId: number | null; email: string } | null;
  reason: string;
  details?: Record<string, string | number | boolean | null>;
  meta: { ip: string; userAgent: string | null };
}

const AUDIT_PAGE = 200;

/** The only writer of the back office's tables: staff roles, and the audit log, which it only appends to. */
export function createAdminRepository({ db }: { db: Db }) {
  return {
    async setRole(tx: Db, userId: number, role: StaffRole, grantedBy: number): Promise<void> {
      await tx
        .insert(staffRoles)
        .values({ userId, role, grantedBy })
        .onConflictDoUpdate({
          target: staffRoles.userId,
          set: { role, grantedBy, grantedAt: new Date() },
        });
    },

    /** False when the user held no role. */
    async removeRole(tx: Db, userId: number): Promise<boolean> {
      const rows = await tx
        .delete(staffRoles)
        .where(eq(staffRoles.userId, userId))
        .returning({ userId: staffRoles.userId });
      return rows.length === 1;
    },

    async appendAudit(tx: Db, record: AuditRecord): Promise<void> {
      await tx.insert(adminAudit).values({
        actorId: record.actor.userId,
        actorEmail: record.actor.email,
        actorRole: record.actor.role,
        action: record.action,
        targetUserId: record.target?.userId ?? null,
        targetEmail: record.target?.email ?? null,
        reason: record.reason,
        details: record.details ?? {},
        ipAddress: record.meta.ip,
        userAgent: record.meta.userAgent,
      });
    },

    /** Newest first; one customer's entries when `targetUserId` is given. */
    async audit(targetUserId?: number): Promise<AuditEntry[]> {
      const rows = await db
        .select()
        .from(adminAudit)
        .where(targetUserId === undefined ? undefined : eq(adminAudit.targetUserId, targetUserId))
        .orderBy(desc(adminAudit.createdAt), desc(adminAudit.id))
        .limit(AUDIT_PAGE);
      return rows.map((row) => ({
        id: row.id,
        at: row.createdAt.toISOString(),
        actorId: row.actorId,
        actorEmail: row.actorEmail,
        actorRole: row.actorRole,
        action: row.action,
        targetUserId: row.targetUserId,
        targetEmail: row.targetEmail,
        reason: row.reason,
        details: row.details,
        ipAddress: row.ipAddress,
      }));
    },
  };
}

export type AdminRepository = ReturnType<typeof createAdminRepository>;

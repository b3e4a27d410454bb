import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { StaffMe, StaffRole } from '#shared/schemas/admin.js';
import { users } from '../users/users.tables.js';
import { staffRoles, staffSecondFactors } from './admin.tables.js';

/**
 * Who a user is to the back office, read at every back-office request (a
 * read model, ADR 009): an operator of ADMIN_EMAILS, a role given in the back
 * office, or nobody. Only a verified, unsuspended account holds a role, so a
 * role taken away or an account suspended closes the back office at the
 * next request. It also says whether a TOTP application is enrolled, which
 * decides whether the request must come from a session that passed it.
 */
export async function findStaff(
  db: Db,
  userId: number,
  adminEmails: readonly string[],
): Promise<StaffMe | null> {
  const [row] = await db
    .select({
      email: users.email,
      isVerified: users.isVerified,
      suspendedAt: users.suspendedAt,
      role: staffRoles.role,
      secondFactor: sql<boolean>`${staffSecondFactors.confirmedAt} is not null`,
    })
    .from(users)
    .leftJoin(staffRoles, eq(staffRoles.userId, users.id))
    .leftJoin(staffSecondFactors, eq(staffSecondFactors.userId, users.id))
    .where(eq(users.id, userId));
  if (!row || !row.isVerified || row.suspendedAt) return null;
  const fromConfig = adminEmails.includes(row.email.toLowerCase());
  const role: StaffRole | null = fromConfig ? 'operator' : (row.role as StaffRole | null);
  return role
    ? { userId, email: row.email, role, fromConfig, secondFactor: Boolean(row.secondFactor) }
    : null;
}

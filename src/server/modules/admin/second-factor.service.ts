import { randomBytes } from 'node:crypto';
import type {
  Enrolment,
  RecoveryCodes,
  SecondFactorStatus,
  StaffMe,
  Verified,
} from '#shared/schemas/admin.js';
import { mayDo } from '#shared/staff-roles.js';
import type { Db } from '../../db/client.js';
import { badRequest, conflict, forbidden, notFound, unauthorized } from '../../errors.js';
import { DAY, HOUR, MINUTE, type Clock } from '../../lib/clock.js';
import { sha256 } from '../../lib/crypto.js';
import type { RateLimiter } from '../../lib/rate-limiter.js';
import type { SecretBox } from '../../lib/secret-box.js';
import type { AccessClaims } from '../auth/access-tokens.js';
import { secondFactorChangedMail, type SecondFactorChange } from '../emails/templates/templates.js';
import type { Outbox } from '../emails/outbox.service.js';
import type { UsersRepository } from '../users/users.repository.js';
import type { AdminRepository, AuditRecord } from './admin.repository.js';
import type { ActionContext } from './admin.service.js';
import type { SecondFactorRepository } from './second-factor.repository.js';

/**
 * A verified session opens the back office for a working day at most, and
 * half an hour without a request closes it (ADR 018): a laptop left open at
 * lunch asks again, an operator at work types one code a day.
 */
export const STEP_UP_MAX_MS = 12 * HOUR;
export const STEP_UP_IDLE_MS = 30 * MINUTE;
export const RECOVERY_CODE_COUNT = 10;
/**
 * Wrong codes per member: five a quarter hour for typing slips, twenty a day
 * in all, which leaves a guesser who holds the password about one chance in
 * 16 000 a day (three codes of a million are valid at a time).
 */
const WRONG_CODE_LIMITS = [
  { name: 'admin:second-factor', limit: { max: 5, windowMs: 15 * MINUTE } },
  { name: 'admin:second-factor-day', limit: { max: 20, windowMs: DAY } },
];
/** The name the authenticator application shows beside the account. */
const ISSUER = 'Voyance IA';
const TOTP_PERIOD_S = 30;

type Meta = ActionContext['meta'];

/** A recovery code as typed: case, spaces and dashes do not matter. */
const normalizeRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');

/** 80 random bits in base32, shown in four groups: `abcd-efgh-ijkl-mnop`. */
function newRecoveryCode(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz234567';
  const bytes = randomBytes(10);
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return out.match(/.{4}/g)!.join('-');
}

/** The QR code of the enrolment's URI, as an SVG data URI: drawn here, so the client loads no QR library. */
async function qrCodeOf(uri: string): Promise<string> {
  const { default: qrcode } = await import('qrcode-generator');
  const qr = qrcode(0, 'M');
  qr.addData(uri);
  qr.make();
  const svg = qr.createSvgTag({ cellSize: 4, margin: 4, scalable: true });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/**
 * The back office's second factor (issue 40, ADR 018): a TOTP application
 * (otpauth, loaded on first use so the server starts no slower), ten
 * single-use recovery codes, and the step-up that opens `/api/admin/*` to a
 * session for a limited time. Each code is accepted once; wrong codes are
 * limited per member; enrolment, disabling, resets and recovery codes are
 * written to the audit log.
 */
export function createSecondFactor(deps: {
  db: Db;
  repository: SecondFactorRepository;
  admin: AdminRepository;
  users: UsersRepository;
  /** Tells the member each change of their factor (issue 40). */
  outbox: Outbox;
  limit: RateLimiter;
  clock: Clock;
  box: SecretBox;
  /** ADMIN_REQUIRE_2FA: every member must enrol (production). */
  required: boolean;
}) {
  const { db, repository, admin, limit, clock, box } = deps;
  const sealContext = (userId: number) => `staff-totp:${userId}`;
  const otp = () => import('otpauth');

  /**
   * Once the change is committed, the member is told by mail, through the
   * outbox (kept, retried, readable in the back office's health screen).
   * Composed after the answer, like the password's notice.
   */
  const tellMember = (userId: number, change: SecondFactorChange) =>
    deps.outbox.deliverLater(async () => {
      const user = await deps.users.findById(userId);
      if (!user) return null;
      return { to: user.email, ...secondFactorChangedMail({ firstName: user.firstName, change }) };
    }, userId);

  const audit = (
    tx: Db,
    staff: StaffMe,
    meta: Meta,
    action: AuditRecord['action'],
    reason: string,
    details?: AuditRecord['details'],
    target: AuditRecord['target'] = null,
  ) =>
    admin.appendAudit(tx, {
      actor: { userId: staff.userId, email: staff.email, role: staff.role },
      action,
      target,
      reason,
      meta,
      ...(details ? { details } : {}),
    });

  function sessionOf(claims: AccessClaims): string {
    // A token from before sessions had ids cannot hold a step-up; it expires within 15 minutes.
    if (!claims.sessionId) throw unauthorized('auth.invalid_token');
    return claims.sessionId;
  }

  const verifiedUntil = (stepUp: { verifiedAt: Date; lastSeenAt: Date }) =>
    new Date(
      Math.min(
        stepUp.verifiedAt.getTime() + STEP_UP_MAX_MS,
        stepUp.lastSeenAt.getTime() + STEP_UP_IDLE_MS,
      ),
    );

  /** Counts the attempt first: past the limit, no code is even checked. */
  async function attempt(userId: number) {
    const hits = WRONG_CODE_LIMITS.map(({ name, limit: rule }) =>
      limit.early(name, String(userId), rule, 'admin.second_factor_rate_limited'),
    );
    for (const hit of hits) await hit.enforce();
    return { giveBack: () => Promise.all(hits.map((hit) => hit.giveBack())) };
  }

  /**
   * The time step a 6-digit code belongs to (the previous, current or next
   * one, for clocks a little apart), or null when it is not the
   * application's; 409 when the secret cannot be read with today's key.
   */
  async function totpStep(userId: number, sealed: string, code: string): Promise<number | null> {
    const secret = box.open(sealed, sealContext(userId));
    if (!secret) throw conflict('admin.second_factor_unreadable');
    const { TOTP, Secret } = await otp();
    const timestamp = clock.now().getTime();
    const delta = TOTP.validate({
      token: code,
      secret: Secret.fromBase32(secret),
      period: TOTP_PERIOD_S,
      timestamp,
      window: 1,
    });
    if (delta === null) return null;
    return TOTP.counter({ period: TOTP_PERIOD_S, timestamp }) + delta;
  }

  /**
   * Checks a code of an enrolled member, in `tx`: a TOTP code takes its time
   * step (once only), a recovery code is spent. Throws the French 400 or 409
   * of a wrong or replayed code.
   */
  async function spendCode(tx: Db, userId: number, code: string): Promise<'totp' | 'recovery'> {
    const row = await repository.find(userId, tx);
    if (!row?.confirmedAt) throw conflict('admin.second_factor_not_enrolled');
    const digits = code.replace(/\s/g, '');
    if (/^\d{6}$/.test(digits)) {
      const step = await totpStep(userId, row.secretSealed, digits);
      if (step === null) throw badRequest('admin.second_factor_wrong_code');
      if (!(await repository.useStep(tx, userId, step))) {
        throw conflict('admin.second_factor_replayed');
      }
      return 'totp';
    }
    const hash = sha256(normalizeRecoveryCode(code));
    if (!(await repository.useRecoveryCode(tx, userId, hash, clock.now()))) {
      throw badRequest('admin.second_factor_wrong_code');
    }
    return 'recovery';
  }

  /** Runs `work` after a code proved the member, giving the attempt back when it did. */
  async function withCode<T>(
    staff: StaffMe,
    code: string,
    work: (tx: Db, kind: 'totp' | 'recovery') => Promise<T>,
  ): Promise<T> {
    const hit = await attempt(staff.userId);
    const result = await db.transaction(async (tx) =>
      work(tx, await spendCode(tx, staff.userId, code)),
    );
    await hit.giveBack();
    return result;
  }

  async function newRecoveryCodes(tx: Db, userId: number): Promise<string[]> {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await repository.replaceRecoveryCodes(
      tx,
      userId,
      codes.map((code) => sha256(normalizeRecoveryCode(code))),
      clock.now(),
    );
    return codes;
  }

  /** A recovery code's use is written down with how many are left, so a member knows to renew them. */
  async function auditRecoveryUse(tx: Db, staff: StaffMe, meta: Meta, reason: string) {
    const codesLeft = await repository.recoveryCodesLeft(staff.userId, tx);
    await audit(tx, staff, meta, 'second_factor.recovery_code', reason, { codesLeft });
  }

  return {
    required: deps.required,

    /**
     * The back office's gate, after the role: a member who enrolled, or any
     * member when ADMIN_REQUIRE_2FA is on, needs a session verified within
     * the last 12 hours and used within the last 30 minutes.
     */
    async requireStepUp(staff: StaffMe, claims: AccessClaims): Promise<void> {
      if (!staff.secondFactor) {
        if (deps.required) throw forbidden('admin.second_factor_enrol');
        return;
      }
      const now = clock.now();
      const live =
        claims.sessionId &&
        (await repository.touchStepUp(claims.sessionId, staff.userId, now, {
          verifiedAfter: new Date(now.getTime() - STEP_UP_MAX_MS),
          seenAfter: new Date(now.getTime() - STEP_UP_IDLE_MS),
        }));
      if (!live) throw forbidden('admin.second_factor_required');
    },

    async status(staff: StaffMe, claims: AccessClaims): Promise<SecondFactorStatus> {
      const now = clock.now();
      const stepUp = claims.sessionId
        ? await repository.stepUpOf(claims.sessionId, staff.userId)
        : undefined;
      const until = stepUp && staff.secondFactor ? verifiedUntil(stepUp) : null;
      return {
        enrolled: staff.secondFactor,
        required: deps.required,
        verifiedUntil: until && until > now ? until.toISOString() : null,
        recoveryCodesLeft: staff.secondFactor
          ? await repository.recoveryCodesLeft(staff.userId)
          : 0,
      };
    },

    /** A new secret, shown this once; 409 when an application is already enrolled. */
    async startEnrolment(staff: StaffMe): Promise<Enrolment> {
      const { TOTP, Secret } = await otp();
      const secret = new Secret({ size: 20 });
      const totp = new TOTP({
        issuer: ISSUER,
        label: staff.email,
        secret,
        period: TOTP_PERIOD_S,
      });
      const sealed = box.seal(secret.base32, sealContext(staff.userId));
      if (!(await repository.startEnrolment(staff.userId, sealed, clock.now()))) {
        throw conflict('admin.second_factor_enrolled');
      }
      const uri = totp.toString();
      return { secret: secret.base32, uri, qrCode: await qrCodeOf(uri) };
    },

    /**
     * The application's first code confirms the enrolment: the recovery
     * codes are made (shown this once) and this session is verified.
     */
    async confirmEnrolment(
      staff: StaffMe,
      claims: AccessClaims,
      meta: Meta,
      code: string,
    ): Promise<RecoveryCodes> {
      const sessionId = sessionOf(claims);
      const hit = await attempt(staff.userId);
      const recoveryCodes = await db.transaction(async (tx) => {
        const row = await repository.find(staff.userId, tx);
        if (!row) throw conflict('admin.second_factor_no_enrolment');
        if (row.confirmedAt) throw conflict('admin.second_factor_enrolled');
        const digits = code.replace(/\s/g, '');
        const step = /^\d{6}$/.test(digits)
          ? await totpStep(staff.userId, row.secretSealed, digits)
          : null;
        if (step === null) throw badRequest('admin.second_factor_wrong_code');
        const now = clock.now();
        if (!(await repository.confirm(tx, staff.userId, step, now))) {
          throw conflict('admin.second_factor_replayed');
        }
        const codes = await newRecoveryCodes(tx, staff.userId);
        await repository.recordStepUp(tx, sessionId, staff.userId, now);
        await audit(
          tx,
          staff,
          meta,
          'second_factor.enrol',
          'Application d’authentification enregistrée',
        );
        return codes;
      });
      await hit.giveBack();
      tellMember(staff.userId, 'enabled');
      return {
        message: 'La double authentification est active. Gardez vos codes de secours en lieu sûr.',
        recoveryCodes,
      };
    },

    /** A code from the application, or a recovery code, verifies this session. */
    async verify(
      staff: StaffMe,
      claims: AccessClaims,
      meta: Meta,
      code: string,
    ): Promise<Verified> {
      const sessionId = sessionOf(claims);
      const now = clock.now();
      const kind = await withCode(staff, code, async (tx, kind) => {
        await repository.recordStepUp(tx, sessionId, staff.userId, now);
        if (kind === 'recovery') {
          await auditRecoveryUse(tx, staff, meta, 'Accès au back-office avec un code de secours');
        }
        return kind;
      });
      return {
        message:
          kind === 'recovery'
            ? 'Identité confirmée avec un code de secours : il ne servira plus.'
            : 'Identité confirmée.',
        verifiedUntil: verifiedUntil({ verifiedAt: now, lastSeenAt: now }).toISOString(),
      };
    },

    /** Ten new recovery codes in place of the old ones, for a code of the member's. */
    async renewRecoveryCodes(staff: StaffMe, meta: Meta, code: string): Promise<RecoveryCodes> {
      const recoveryCodes = await withCode(staff, code, async (tx, kind) => {
        if (kind === 'recovery') {
          await auditRecoveryUse(tx, staff, meta, 'Renouvellement des codes de secours');
        }
        const codes = await newRecoveryCodes(tx, staff.userId);
        await audit(
          tx,
          staff,
          meta,
          'second_factor.recovery_codes_renewed',
          'Nouveaux codes de secours',
        );
        return codes;
      });
      return {
        message: 'Voici vos nouveaux codes de secours : les anciens ne servent plus.',
        recoveryCodes,
      };
    },

    /** Turns the second factor off, for a code of the member's (a recovery code when the phone is lost). */
    async disable(staff: StaffMe, meta: Meta, code: string) {
      await withCode(staff, code, async (tx, kind) => {
        if (kind === 'recovery') {
          await auditRecoveryUse(tx, staff, meta, 'Désactivation de la double authentification');
        }
        await repository.remove(tx, staff.userId);
        await audit(
          tx,
          staff,
          meta,
          'second_factor.disable',
          kind === 'recovery'
            ? 'Désactivée avec un code de secours'
            : 'Désactivée avec un code de l’application',
        );
      });
      tellMember(staff.userId, 'disabled');
      return {
        message: deps.required
          ? 'La double authentification est désactivée : activez-la de nouveau pour continuer.'
          : 'La double authentification est désactivée.',
      };
    },

    /**
     * An operator resets another member's second factor (a phone lost with
     * its recovery codes): the member enrols again at their next visit.
     */
    async reset(ctx: ActionContext, userId: number) {
      if (!mayDo(ctx.staff.role, 'second_factor.reset')) throw forbidden('admin.not_allowed');
      if (ctx.staff.userId === userId) throw forbidden('admin.not_yourself');
      await db.transaction(async (tx) => {
        const user = await deps.users.findById(userId, tx);
        if (!user) throw notFound('admin.user_not_found');
        if (!(await repository.remove(tx, userId)))
          throw conflict('admin.second_factor_not_enrolled');
        await audit(tx, ctx.staff, ctx.meta, 'second_factor.reset', ctx.reason, undefined, {
          userId: user.id,
          email: user.email,
        });
      });
      tellMember(userId, 'reset');
      return { message: 'La double authentification de ce compte est réinitialisée.' };
    },
  };
}

export type SecondFactor = ReturnType<typeof createSecondFactor>;

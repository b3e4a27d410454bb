import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ActionResult,
  AuditList,
  BusinessFigures,
  CareFigures,
  CustomerDetail,
  CustomerList,
  Enrolment,
  RecoveryCodes,
  SecondFactorStatus,
  ServiceHealth,
  StaffMe,
  Verified,
} from '#shared/schemas/admin';
import { ApiError } from '@/lib/api-error';
import { api } from '@/lib/api-client';

const ADMIN = '/api/admin';
const customerKey = (id: number) => [`${ADMIN}/users`, id] as const;
const AUDIT_KEY = [`${ADMIN}/audit`] as const;
export const STAFF_ME_KEY = [`${ADMIN}/me`] as const;
const SECOND_FACTOR = `${ADMIN}/second-factor`;

/** What the server answers when the session must enrol a second factor, or pass it (ADR 018). */
export type StepUp = 'enrol' | 'verify';
export function stepUpOf(error: unknown): StepUp | null {
  if (!(error instanceof ApiError) || error.status !== 403) return null;
  if (error.code === 'admin.second_factor_enrol') return 'enrol';
  if (error.code === 'admin.second_factor_required') return 'verify';
  return null;
}

/** Every back-office read, after the second factor changed what this session may see. */
const isAdminQuery = (query: { queryKey: readonly unknown[] }) =>
  typeof query.queryKey[0] === 'string' && query.queryKey[0].startsWith(ADMIN);

/** Who the caller is to the back office; a 403 (no role) is an error the screen shows. */
export function useStaffMe(enabled: boolean) {
  return useQuery({
    queryKey: STAFF_ME_KEY,
    queryFn: () => api.get<StaffMe>(`${ADMIN}/me`),
    enabled,
    retry: false,
  });
}

export function useCustomerSearch(q: string) {
  return useQuery({
    queryKey: [`${ADMIN}/users`, 'search', q],
    queryFn: () => api.get<CustomerList>(`${ADMIN}/users?q=${encodeURIComponent(q)}`),
    // The previous results stay while the next search loads.
    placeholderData: (previous) => previous,
  });
}

export function useCustomer(id: number) {
  return useQuery({
    queryKey: customerKey(id),
    queryFn: () => api.get<CustomerDetail>(`${ADMIN}/users/${id}`),
    retry: false,
  });
}

export function useAudit(customerId?: number) {
  return useQuery({
    queryKey: customerId === undefined ? AUDIT_KEY : [...AUDIT_KEY, customerId],
    queryFn: () =>
      api.get<AuditList>(
        customerId === undefined ? `${ADMIN}/audit` : `${ADMIN}/users/${customerId}/audit`,
      ),
  });
}

const HEALTH_KEY = [`${ADMIN}/health`] as const;

/**
 * An action of the back office: on a customer (`/api/admin/users/:id…`), or
 * on the service (`/api/admin…`: a payment event, a mail). What it may have
 * changed is read again afterwards: the customer's page or the service's
 * screen, and the audit log.
 */
export function useAdminAction(customerId?: number) {
  const queryClient = useQueryClient();
  const base = customerId === undefined ? ADMIN : `${ADMIN}/users/${customerId}`;
  return useMutation({
    mutationFn: ({ method, path, body }: { method: 'POST' | 'PUT'; path: string; body: object }) =>
      (method === 'PUT' ? api.put : api.post)<ActionResult>(`${base}${path}`, body),
    onSettled: () => {
      if (customerId === undefined) {
        void queryClient.invalidateQueries({ queryKey: HEALTH_KEY });
        // A replayed event or a mail sent again may change any customer's page.
        void queryClient.invalidateQueries({ queryKey: [`${ADMIN}/users`] });
      } else {
        void queryClient.invalidateQueries({ queryKey: customerKey(customerId) });
        void queryClient.invalidateQueries({ queryKey: [`${ADMIN}/users`, 'search'] });
      }
      void queryClient.invalidateQueries({ queryKey: AUDIT_KEY });
    },
  });
}

export function useFigures(period: { from: string; to: string }) {
  return useQuery({
    queryKey: [`${ADMIN}/figures`, period.from, period.to],
    queryFn: () =>
      api.get<BusinessFigures>(`${ADMIN}/figures?${new URLSearchParams(period).toString()}`),
    retry: false,
  });
}

export function useCareFigures(period: { from: string; to: string }) {
  return useQuery({
    queryKey: [`${ADMIN}/care`, period.from, period.to],
    queryFn: () => api.get<CareFigures>(`${ADMIN}/care?${new URLSearchParams(period).toString()}`),
    retry: false,
  });
}

export function useServiceHealth() {
  return useQuery({
    queryKey: HEALTH_KEY,
    queryFn: () => api.get<ServiceHealth>(`${ADMIN}/health`),
    retry: false,
  });
}

export function useSecondFactorStatus() {
  return useQuery({
    queryKey: [SECOND_FACTOR],
    queryFn: () => api.get<SecondFactorStatus>(SECOND_FACTOR),
    retry: false,
  });
}

/** A new secret and its QR code, shown once. */
export function useStartEnrolment() {
  return useMutation({
    mutationFn: () => api.post<Enrolment>(`${SECOND_FACTOR}/enrolment`, {}),
  });
}

/** A call that proves the member by a code; afterwards the back office is read again. */
function useCodeMutation<T>(path: string, refresh: 'now' | 'later' = 'now') {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (code: string) => api.post<T>(`${SECOND_FACTOR}${path}`, { code }),
    onSuccess: () => {
      if (refresh === 'now') void queryClient.invalidateQueries({ predicate: isAdminQuery });
    },
  });
  return Object.assign(mutation, {
    /** Reads the back office again once the person is done with what the answer showed. */
    refresh: () => queryClient.invalidateQueries({ predicate: isAdminQuery }),
  });
}

/** The first code confirms the enrolment: the recovery codes come back, to show before moving on. */
export const useConfirmEnrolment = () =>
  useCodeMutation<RecoveryCodes>('/enrolment/confirm', 'later');
export const useVerifyCode = () => useCodeMutation<Verified>('/verify');
export const useRenewRecoveryCodes = () =>
  useCodeMutation<RecoveryCodes>('/recovery-codes', 'later');
export const useDisableSecondFactor = () => useCodeMutation<ActionResult>('/disable');

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ActionResult,
  AuditList,
  BusinessFigures,
  CustomerDetail,
  CustomerList,
  ServiceHealth,
  StaffMe,
} from '../../../../shared/schemas/admin';
import { api } from '@/lib/api-client';

const ADMIN = '/api/admin';
const customerKey = (id: number) => [`${ADMIN}/users`, id] as const;
const AUDIT_KEY = [`${ADMIN}/audit`] as const;

/** Who the caller is to the back office; a 403 (no role) is an error the screen shows. */
export function useStaffMe(enabled: boolean) {
  return useQuery({
    queryKey: [`${ADMIN}/me`],
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

export function useServiceHealth() {
  return useQuery({
    queryKey: HEALTH_KEY,
    queryFn: () => api.get<ServiceHealth>(`${ADMIN}/health`),
    retry: false,
  });
}

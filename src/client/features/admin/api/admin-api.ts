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

/** An action on a customer: the page and the audit log are read again afterwards. */
export function useCustomerAction(customerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ method, path, body }: { method: 'POST' | 'PUT'; path: string; body: object }) =>
      (method === 'PUT' ? api.put : api.post)<ActionResult>(
        `${ADMIN}/users/${customerId}${path}`,
        body,
      ),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: customerKey(customerId) });
      void queryClient.invalidateQueries({ queryKey: AUDIT_KEY });
      void queryClient.invalidateQueries({ queryKey: [`${ADMIN}/users`, 'search'] });
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
    queryKey: [`${ADMIN}/health`],
    queryFn: () => api.get<ServiceHealth>(`${ADMIN}/health`),
    retry: false,
  });
}

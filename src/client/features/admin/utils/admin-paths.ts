/** The back office's addresses, under /admin. */
export const adminPaths = {
  home: '/admin',
  customers: '/admin/clients',
  customer: (id: number) => `/admin/clients/${id}`,
  audit: '/admin/journal',
  figures: '/admin/chiffres',
  health: '/admin/service',
  care: '/admin/aide',
  security: '/admin/securite',
} as const;

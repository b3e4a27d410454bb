import type { AppModule } from '../module.js';
import { adminRoutes } from './admin.routes.js';

export const adminModule: AppModule = {
  name: 'admin',
  async register(app, s) {
    await app.register(
      adminRoutes({
        db: s.db,
        guard: s.guard,
        limit: s.limit,
        clock: s.clock,
        adminEmails: s.adminEmails,
        admin: s.adminRepository,
        customers: s.adminCustomers,
        service: s.admin,
        health: s.adminHealth,
        secondFactor: s.secondFactor,
      }),
    );
  },
};

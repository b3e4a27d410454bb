import { AdminScreen } from '@/features/admin/components/admin-screen';

/** /admin and below: the back office (issue 40), in a chunk of its own. */
export default function AdminRoute() {
  return <AdminScreen />;
}

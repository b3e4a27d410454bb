import { Navigate, useLocation } from 'react-router';
import { paths } from '@/lib/paths';

/** /home is an old address of /; its query (payment return flags) comes along. */
export function LegacyHomeRedirect() {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: paths.home, search, hash }} replace />;
}

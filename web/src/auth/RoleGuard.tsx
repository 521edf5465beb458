// Lets a route's children render only for the roles it admits; everyone else goes home.
import { Navigate, Outlet } from 'react-router-dom';
import type { RoleName } from '@canam/domain/roles';
import { useViewer } from './useViewer.ts';

export interface RoleGuardProps {
  /** Roles admitted; without it any logged-in user is admitted. */
  roles?: readonly RoleName[];
}

export function RoleGuard({ roles }: RoleGuardProps) {
  const viewer = useViewer();
  const admitted = roles
    ? viewer.roles.some((role) => (roles as readonly string[]).includes(role))
    : viewer.isLoggedIn;
  return admitted ? <Outlet /> : <Navigate to="/" replace />;
}

import { Navigate, useLocation } from 'react-router-dom';

/** /v3/app/login is where the product sends a user to sign in again: the sign-in screen lives at /login. */
export function AppLoginPage() {
  const { search } = useLocation();
  return <Navigate to={`/login${search}`} replace />;
}

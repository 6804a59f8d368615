import { Navigate } from 'react-router';

/** `/startup`: the hosted edition's landing address; the session is ready by now, so on to the console. */
export function StartupPage() {
  return <Navigate to="/" replace />;
}

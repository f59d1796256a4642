import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { App } from './App';
import type { Auth } from './authProvider/auth';

/**
 * The app in the browser's router, from the current address on. react-admin would create a hash router;
 * the app's routes are real paths. A data router keeps react-admin's unsaved-changes blocker working.
 */
export function BrowserApp({ auth }: { auth: Auth }) {
  const [router] = useState(() => createBrowserRouter([{ path: '*', element: <App auth={auth} /> }]));
  return <RouterProvider router={router} />;
}

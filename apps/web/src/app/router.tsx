import { createBrowserRouter, Outlet } from 'react-router'
import { ErrorPage, RouteErrorPage } from './error-page.tsx'
import { GuestOnly } from './guards/guest-only.tsx'
import { RequireAuth } from './guards/require-auth.tsx'
import { InitialLoading } from './initial-loading.tsx'
import { AuthenticatedLayout } from './layouts/authenticated-layout.tsx'
import { EmptyLayout } from './layouts/empty-layout.tsx'
import { GuestLayout } from './layouts/guest-layout.tsx'
import { GuestSignInLayout } from './layouts/guest-sign-in-layout.tsx'
import { LandingLayout } from './layouts/landing-layout.tsx'
import { LoadingBar } from './loading-bar.tsx'
import {
  appRoutes,
  guestLinkRoutes,
  guestOrderRoutes,
  landingRoutes,
  resetPasswordRoutes,
  signInRoutes,
} from './route-table.ts'

export const router = createBrowserRouter([
  {
    element: (
      <>
        <LoadingBar />
        <Outlet />
      </>
    ),
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <InitialLoading />,
    children: [
      { element: <LandingLayout />, children: landingRoutes },
      {
        element: (
          <GuestOnly>
            <GuestSignInLayout />
          </GuestOnly>
        ),
        children: signInRoutes,
      },
      { element: <GuestSignInLayout />, children: resetPasswordRoutes },
      { element: <GuestLayout wide />, children: [...guestLinkRoutes, ...guestOrderRoutes] },
      {
        element: (
          <RequireAuth>
            <AuthenticatedLayout />
          </RequireAuth>
        ),
        children: appRoutes,
      },
      { element: <EmptyLayout />, children: [{ path: '*', element: <ErrorPage status={404} /> }] },
    ],
  },
])

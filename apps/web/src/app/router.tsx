import { createBrowserRouter, Outlet } from 'react-router'
import { ErrorPage, RouteErrorPage } from './error-page.tsx'
import { GuestOnly } from './guards/guest-only.tsx'
import { RequireAuth } from './guards/require-auth.tsx'
import { InitialLoading } from './initial-loading.tsx'
import { EmptyLayout } from './layouts/empty-layout.tsx'
import { LoadingBar } from './loading-bar.tsx'
import {
  appRoutes,
  emailVerificationRoutes,
  guestBookingRoutes,
  guestLinkRoutes,
  guestOrderRoutes,
  guestProjectRoutes,
  guestQuotationRoutes,
  landingRoutes,
  resetPasswordRoutes,
  signInRoutes,
} from './route-table.ts'

// The layouts load with the first page under them, like the pages: a visitor to the landing page does
// not download the signed-in navbar, nor a signed-in user the public site's.
const guestSignInLayout = async () => (await import('./layouts/guest-sign-in-layout.tsx')).GuestSignInLayout

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
      {
        lazy: async () => ({ Component: (await import('./layouts/landing-layout.tsx')).LandingLayout }),
        children: landingRoutes,
      },
      {
        lazy: async () => {
          const GuestSignInLayout = await guestSignInLayout()
          return {
            element: (
              <GuestOnly>
                <GuestSignInLayout />
              </GuestOnly>
            ),
          }
        },
        children: signInRoutes,
      },
      { lazy: async () => ({ Component: await guestSignInLayout() }), children: resetPasswordRoutes },
      {
        lazy: async () => {
          const { GuestLayout } = await import('./layouts/guest-layout.tsx')
          return {
            element: (
              <GuestOnly>
                <GuestLayout wide />
              </GuestOnly>
            ),
          }
        },
        children: [
          ...guestLinkRoutes,
          ...guestBookingRoutes,
          ...guestOrderRoutes,
          ...guestProjectRoutes,
          ...guestQuotationRoutes,
        ],
      },
      {
        lazy: async () => {
          const { GuestLayout } = await import('./layouts/guest-layout.tsx')
          return { element: <GuestLayout wide /> }
        },
        children: emailVerificationRoutes,
      },
      {
        lazy: async () => {
          const { AuthenticatedLayout } = await import('./layouts/authenticated-layout.tsx')
          return {
            element: (
              <RequireAuth>
                <AuthenticatedLayout />
              </RequireAuth>
            ),
          }
        },
        children: appRoutes,
      },
      { element: <EmptyLayout />, children: [{ path: '*', element: <ErrorPage status={404} /> }] },
    ],
  },
])

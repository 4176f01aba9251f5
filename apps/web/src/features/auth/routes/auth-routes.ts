import type { RouteObject } from 'react-router'

// Sign-in and forgot password: guests only, over the background image.
export const signInRoutes: RouteObject[] = [
  { path: '/login', lazy: async () => ({ Component: (await import('./login-page.tsx')).LoginPage }) },
  {
    path: '/forgot-password',
    lazy: async () => ({ Component: (await import('./forgot-password-page.tsx')).ForgotPasswordPage }),
  },
]

// The e-mailed reset link works for anyone who holds it, signed in or not (a colleague's session left
// open, or the user's own on another tab): it is not a guest-only page.
export const resetPasswordRoutes: RouteObject[] = [
  {
    path: '/reset-password',
    lazy: async () => ({ Component: (await import('./reset-password-page.tsx')).ResetPasswordPage }),
  },
]

// A new e-mail address is confirmed by its link, most often by the user who just changed it in their
// account and is signed in: not a guest-only page, as the reset link is not.
export const emailVerificationRoutes: RouteObject[] = [
  {
    path: '/verify-email/:token?',
    lazy: async () => ({ Component: (await import('./verify-email-page.tsx')).VerifyEmailPage }),
  },
]

// An invitation and a sign-up link make a new account: guests only (spec §2.6), a signed-in user goes
// to the dashboard instead of making an account beside the one in use.
export const guestLinkRoutes: RouteObject[] = [
  {
    path: '/invite/:hash?',
    lazy: async () => ({ Component: (await import('./invite-page.tsx')).InvitePage }),
  },
  {
    path: '/sign-up/:hash?',
    lazy: async () => ({ Component: (await import('./sign-up-page.tsx')).SignUpPage }),
  },
]

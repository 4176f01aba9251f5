import '@mantine/core/styles.css'
import '@mantine/notifications/styles.css'
import {
  type Alert,
  type ComboboxEmpty,
  type CSSVariablesResolver,
  createTheme,
  MantineProvider,
  type MantineThemeComponent,
  type Menu,
  type NavLink,
  type Notification,
} from '@mantine/core'
import { Notifications } from '@mantine/notifications'
import { QueryClientProvider } from '@tanstack/react-query'
import { StrictMode, useMemo } from 'react'
import { createRoot } from 'react-dom/client'
import { useTranslation } from 'react-i18next'
import { RouterProvider } from 'react-router'
import notificationClasses from './app/notifications.module.css'
import { router } from './app/router.tsx'
import { queryClient } from './lib/api/query-client.ts'
import { readStyleNonce } from './lib/csp/style-nonce.ts'
import { i18nReady } from './lib/i18n/i18n.ts'
import { ConfirmProvider } from './ui/confirm-dialog.tsx'
import { ErrorAlertHost } from './ui/error-alert-host.tsx'

// What `Component.extend` does (it returns its argument), typed the same way, without importing the
// components: the theme would otherwise pull them into the first download, whichever page it shows.
const extend = <C extends { extend: (input: never) => MantineThemeComponent }>(
  input: Parameters<C['extend']>[0],
) => input as MantineThemeComponent

// Spec §9: breakpoints 576/768/992/1200/1600 px; toasts at most 350 px wide on layer 1100.
// Shade 8 of blue, gray 7 for dimmed text and red 9 for errors keep text at WCAG AA contrast (4.5:1).
// A toast's close button is named in the user's language, so the theme follows the language.
function useTheme() {
  const { t } = useTranslation()
  return useMemo(
    () =>
      createTheme({
        primaryColor: 'blue',
        primaryShade: { light: 8, dark: 6 },
        defaultRadius: 'sm',
        breakpoints: { xs: '36em', sm: '48em', md: '62em', lg: '75em', xl: '100em' },
        components: {
          // Mantine's yellow, orange and green alert titles and icons fall below AA contrast on their
          // light background: warnings get dark titles and dark orange icons, a success a dark title.
          Alert: extend<typeof Alert>({
            styles: (_theme, props) =>
              props.color === 'yellow' || props.color === 'orange'
                ? {
                    title: { color: 'var(--mantine-color-dark-7)' },
                    icon: { color: 'var(--mantine-color-orange-9)' },
                  }
                : props.color === 'green'
                  ? { title: { color: 'var(--mantine-color-dark-7)' } }
                  : {},
          }),
          // Mantine shows a picker's "nothing matches" inside its listbox, where only options may be
          // (axe aria-required-children): it is read as an option that cannot be chosen.
          ComboboxEmpty: extend<typeof ComboboxEmpty>({
            defaultProps: { role: 'option', 'aria-disabled': true },
          }),
          // An open menu holds only its items (axe aria-required-children): without the focus
          // placeholder, opening by keyboard focuses the dropdown itself, and the arrows its items.
          Menu: extend<typeof Menu>({ defaultProps: { withInitialFocusPlaceholder: false } }),
          // Under a title Mantine greys a toast's message to shade 6, below AA contrast: dimmed is 7.
          Notification: extend<typeof Notification>({
            defaultProps: { closeButtonProps: { 'aria-label': t('app:close') } },
            styles: (_theme, props) =>
              props.title ? { description: { color: 'var(--mantine-color-dimmed)' } } : {},
          }),
          // The current page's link keeps its background under the pointer: the darker hover shade
          // left its blue text below AA contrast.
          NavLink: extend<typeof NavLink>({
            vars: () => ({
              root: { '--nl-hover': 'var(--mantine-primary-color-light)' },
              children: {},
            }),
          }),
        },
      }),
    [t],
  )
}

const cssVariables: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    // Field errors: the default red (shade 6) is below AA contrast on white and on tinted sections.
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    // A hovered subtle or light blue button (the navbar's menus): Mantine's shade 2 leaves the blue text
    // at 4.0:1; this shade, between 1 and 2, keeps 4.6:1 and still differs from a light button at rest.
    '--mantine-color-blue-light-hover': '#c3e5ff',
  },
  dark: {},
})

const styleNonce = readStyleNonce()

function App() {
  return (
    <MantineProvider theme={useTheme()} cssVariablesResolver={cssVariables} getStyleNonce={() => styleNonce}>
      <Notifications
        position="top-right"
        autoClose={5000}
        zIndex={1100}
        w={350}
        limit={5}
        classNames={notificationClasses}
      />
      <QueryClientProvider client={queryClient}>
        <ConfirmProvider>
          <RouterProvider router={router} />
        </ConfirmProvider>
        <ErrorAlertHost />
      </QueryClientProvider>
    </MantineProvider>
  )
}

// The first render waits for its language's catalogues, so no raw key shows.
void i18nReady.finally(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
)

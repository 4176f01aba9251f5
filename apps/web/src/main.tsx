import '@mantine/core/styles.css'
import '@mantine/dates/styles.css'
import '@mantine/notifications/styles.css'
import './lib/i18n/i18n.ts'
import { type CSSVariablesResolver, createTheme, MantineProvider } from '@mantine/core'
import { Notifications } from '@mantine/notifications'
import { QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router'
import { queryClient } from './app/query-client.ts'
import { router } from './app/router.tsx'
import { ConfirmProvider } from './ui/confirm-dialog.tsx'

// Spec §9: breakpoints 576/768/992/1200/1600 px; toasts at most 350 px wide on layer 1100.
// Shade 8 of blue and gray 7 for dimmed text keep text at WCAG AA contrast (4.5:1) on white.
const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 6 },
  defaultRadius: 'sm',
  breakpoints: { xs: '36em', sm: '48em', md: '62em', lg: '75em', xl: '100em' },
})

const cssVariables: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
})

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <MantineProvider theme={theme} cssVariablesResolver={cssVariables}>
      <Notifications position="top-right" autoClose={5000} zIndex={1100} w={350} limit={5} />
      <QueryClientProvider client={queryClient}>
        <ConfirmProvider>
          <RouterProvider router={router} />
        </ConfirmProvider>
      </QueryClientProvider>
    </MantineProvider>
  </StrictMode>,
)

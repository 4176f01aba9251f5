import type { RouteObject } from 'react-router'

const template = async () => ({ Component: (await import('./template-page.tsx')).TemplatePage })
const response = async () => ({ Component: (await import('./response-page.tsx')).ResponsePage })
const wizard = async () => ({ Component: (await import('./quotation-wizard-page.tsx')).QuotationWizardPage })

export const quotationRoutes: RouteObject[] = [
  {
    path: '/quotations',
    lazy: async () => ({ Component: (await import('./quotations-page.tsx')).QuotationsPage }),
  },
  { path: '/quotations/create', lazy: wizard },
  {
    path: '/projects/quotations',
    lazy: async () => ({
      Component: (await import('./project-quotations-page.tsx')).ProjectQuotationsPage,
    }),
  },
  { path: '/quotations/:id/update', lazy: wizard },
  {
    path: '/quotations/:id',
    lazy: async () => ({ Component: (await import('./quotation-page.tsx')).QuotationPage }),
  },
  {
    path: '/quotations/:id/deviation',
    lazy: async () => ({
      Component: (await import('./quotation-deviation-page.tsx')).QuotationDeviationPage,
    }),
  },
  {
    path: '/quotations/:id/print',
    lazy: async () => ({ Component: (await import('./quotation-print-page.tsx')).QuotationPrintPage }),
  },
  {
    path: '/quotation-invites',
    lazy: async () => ({ Component: (await import('./invites-page.tsx')).InvitesPage }),
  },
  {
    path: '/quotation-invites/:id',
    lazy: async () => ({ Component: (await import('./invite-page.tsx')).InvitePage }),
  },
  { path: '/quotation-invites/:id/respond', lazy: response },
  { path: '/quotation-invites/:id/update', lazy: response },
  {
    path: '/quotation-templates',
    lazy: async () => ({ Component: (await import('./templates-page.tsx')).TemplatesPage }),
  },
  { path: '/quotation-templates/create', lazy: template },
  { path: '/quotation-templates/:id', lazy: template },
]

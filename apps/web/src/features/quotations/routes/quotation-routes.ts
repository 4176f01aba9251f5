import type { RouteObject } from 'react-router'

const template = async () => ({ Component: (await import('./template-page.tsx')).TemplatePage })

export const quotationRoutes: RouteObject[] = [
  {
    path: '/quotation-templates',
    lazy: async () => ({ Component: (await import('./templates-page.tsx')).TemplatesPage }),
  },
  { path: '/quotation-templates/create', lazy: template },
  { path: '/quotation-templates/:id', lazy: template },
]

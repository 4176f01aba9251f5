export const demoPassword = 'Demo1234!'

export const demoCompanies = {
  nordic: {
    name: 'Nordic Outdoor AB',
    type: 'client',
    locale: 'sv',
    orgNumber: '556677-8899',
    vatNumber: 'SE556677889901',
  },
  baltic: {
    name: 'Baltic Knit Ltd',
    type: 'supplier',
    locale: 'en',
    orgNumber: 'LV40003123456',
    vatNumber: 'LV40003123456',
  },
} as const

export const demoUsers = [
  {
    company: 'nordic',
    firstName: 'Anna',
    lastName: 'Berg',
    email: 'admin@nordic.demo',
    locale: 'sv',
    role: 'admin',
    what: 'company admin',
  },
  {
    company: 'nordic',
    firstName: 'Erik',
    lastName: 'Lund',
    email: 'buyer@nordic.demo',
    locale: 'sv',
    role: 'standard',
    what: 'purchaser',
  },
  {
    company: 'baltic',
    firstName: 'Lina',
    lastName: 'Ozols',
    email: 'supplier@baltic.demo',
    locale: 'en',
    role: 'admin',
    what: 'supplier (company admin)',
  },
] as const

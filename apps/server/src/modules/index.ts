import type { ModuleManifest } from '../platform/manifest/module-manifest.ts'
import { accountModule } from './account/account.module.ts'
import { articlesModule } from './articles/articles.module.ts'
import { auditsModule } from './audits/audits.module.ts'
import { authModule } from './auth/auth.module.ts'
import { companiesModule } from './companies/companies.module.ts'
import { companySettingsModule } from './company-settings/company-settings.module.ts'
import { fileLibraryModule } from './file-library/file-library.module.ts'
import { forecastsModule } from './forecasts/forecasts.module.ts'
import { inventoryModule } from './inventory/inventory.module.ts'
import { landingModule } from './landing/landing.module.ts'
import { masterDataModule } from './master-data/master-data.module.ts'
import { notificationsModule } from './notifications/notifications.module.ts'
import { ordersModule } from './orders/orders.module.ts'
import { outboxModule } from './outbox/outbox.module.ts'
import { paramsModule } from './params/params.module.ts'
import { partnersModule } from './partners/partners.module.ts'
import { priceListsModule } from './price-lists/price-lists.module.ts'
import { productionModule } from './production/production.module.ts'
import { projectsModule } from './projects/projects.module.ts'
import { questionLibraryModule } from './question-library/question-library.module.ts'
import { queueLogsModule } from './queue-logs/queue-logs.module.ts'
import { quotationsModule } from './quotations/quotations.module.ts'
import { referencesModule } from './references/references.module.ts'
import { rolesModule } from './roles/roles.module.ts'
import { salesModule } from './sales/sales.module.ts'
import { shippingModule } from './shipping/shipping.module.ts'
import { stylesModule } from './styles/styles.module.ts'
import { userGroupsModule } from './user-groups/user-groups.module.ts'
import { usersModule } from './users/users.module.ts'

// The one list of modules: each brings its routes, jobs, param sources and demo seed in its manifest.
// Registering routes and jobs does not depend on the order, seeding does: a module's seed comes after the
// seeds whose rows it reads (master data before company settings, articles before orders).
export const modules: ModuleManifest[] = [
  authModule,
  accountModule,
  companiesModule,
  usersModule,
  rolesModule,
  userGroupsModule,
  outboxModule,
  notificationsModule,
  queueLogsModule,
  landingModule,
  auditsModule,
  masterDataModule,
  paramsModule,
  companySettingsModule,
  articlesModule,
  stylesModule,
  partnersModule,
  priceListsModule,
  questionLibraryModule,
  fileLibraryModule,
  productionModule,
  // After production: a demo project's article follows one of its workflows.
  projectsModule,
  ordersModule,
  quotationsModule,
  referencesModule,
  forecastsModule,
  // After orders: stock is of articles in warehouses, and what is incoming comes from orders.
  inventoryModule,
  // After inventory and orders: the demo sales order reserves stock and links a purchase order.
  salesModule,
  // After orders: the demo bookings carry deliveries of the confirmed purchase order.
  shippingModule,
]

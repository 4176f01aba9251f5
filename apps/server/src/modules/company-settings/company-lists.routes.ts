import {
  addressEndpoints,
  buyingEntityEndpoints,
  contactEndpoints,
  etaRuleEndpoints,
  exchangeRateEndpoints,
  incotermRuleEndpoints,
  paymentTermEndpoints,
  recipientFreightEndpoints,
  tagEndpoints,
  vatEndpoints,
  warehouseEndpoints,
} from '@scm/contracts'
import { crudRoutes } from '../../platform/http/crud-routes.ts'
import type { ModuleRoutes } from '../../platform/manifest/module-manifest.ts'
import { addressService } from './address.service.ts'
import { buyingEntityService } from './buying-entity.service.ts'
import { contactService } from './contact.service.ts'
import { etaRuleService } from './eta-rule.service.ts'
import { exchangeRateService } from './exchange-rate.service.ts'
import { incotermRuleService } from './incoterm-rule.service.ts'
import { paymentTermService } from './payment-term.service.ts'
import { recipientFreightService } from './recipient-freight.service.ts'
import { tagService } from './tag.service.ts'
import { vatService } from './vat.service.ts'
import { warehouseService } from './warehouse.service.ts'

// Every company-settings list has the same five routes (crudEndpoints); each entity's rules live in its service.
export const companyListRoutes: ModuleRoutes = (app, platform) => {
  crudRoutes(app, platform, addressEndpoints, addressService)
  crudRoutes(app, platform, contactEndpoints, contactService)
  crudRoutes(app, platform, paymentTermEndpoints, paymentTermService)
  crudRoutes(app, platform, tagEndpoints, tagService)
  crudRoutes(app, platform, vatEndpoints, vatService)
  crudRoutes(app, platform, buyingEntityEndpoints, buyingEntityService)
  crudRoutes(app, platform, warehouseEndpoints, warehouseService)
  crudRoutes(app, platform, exchangeRateEndpoints, exchangeRateService)
  crudRoutes(app, platform, etaRuleEndpoints, etaRuleService)
  crudRoutes(app, platform, recipientFreightEndpoints, recipientFreightService)
  crudRoutes(app, platform, incotermRuleEndpoints, incotermRuleService)
}

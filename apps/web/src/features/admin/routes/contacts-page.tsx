import { type Contact, contactEndpoints, locales, UpdateContactBody } from '@scm/contracts'
import { useTranslation } from 'react-i18next'
import { formatText } from '../../../lib/format/format.ts'
import { activeColumn, activeFilter } from '../components/active-column.tsx'
import { CompanyListPage } from '../components/company-list-page.tsx'
import { CompanySettingsTabs } from '../components/company-settings-tabs.tsx'
import type { EntityFormSpec } from '../components/entity-form/entity-form-modal.tsx'

const fullName = (contact: Contact) => `${contact.first_name} ${contact.last_name}`

export function ContactsPage() {
  const { t } = useTranslation('admin')
  const form: EntityFormSpec = {
    schema: UpdateContactBody,
    empty: { title: null, first_name: '', last_name: '', phone: null, email: '', locale: 'sv', active: true },
    fields: [
      { name: 'first_name', kind: 'text', required: true },
      { name: 'last_name', kind: 'text', required: true },
      { name: 'title', kind: 'text' },
      { name: 'email', kind: 'email', required: true },
      { name: 'phone', kind: 'text' },
      {
        name: 'locale',
        kind: 'select',
        options: locales,
        optionLabel: (locale) => t(`app:nav.languages.${locale}`),
      },
      { name: 'active', kind: 'switch' },
    ],
  }
  return (
    <CompanySettingsTabs active="contacts">
      <CompanyListPage<Contact>
        inTabs
        prefix="contacts"
        endpoints={contactEndpoints}
        queryKey={['admin', 'contacts']}
        form={form}
        name={fullName}
        filters={[activeFilter(t)]}
        columns={[
          { key: 'name', label: t('contacts.name'), sortField: 'last_name', value: fullName },
          { key: 'title', label: t('contacts.fields.title'), value: (c) => formatText(c.title) },
          { key: 'email', label: t('contacts.fields.email'), sortField: 'email', value: (c) => c.email },
          { key: 'phone', label: t('contacts.fields.phone'), value: (c) => formatText(c.phone) },
          {
            key: 'locale',
            label: t('contacts.fields.locale'),
            value: (c) => t(`app:nav.languages.${c.locale}`),
          },
          activeColumn(t),
        ]}
      />
    </CompanySettingsTabs>
  )
}

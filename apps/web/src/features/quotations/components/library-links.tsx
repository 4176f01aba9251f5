import { Button, Menu } from '@mantine/core'
import { routePermissions } from '@scm/contracts'
import { IconBooks, IconChevronDown } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { hasPermission, useCurrentUser } from '../../../lib/auth/session.ts'

// The sourcing libraries of spec §2.1 are not in the navbar: the quotation screens lead to them.
const libraries = [
  { key: 'templates', to: '/quotation-templates' },
  { key: 'questions', to: '/question-library' },
  { key: 'files', to: '/quotation-file-library' },
] as const

export function LibraryLinks() {
  const { t } = useTranslation('quotations')
  const { data: user } = useCurrentUser()
  const allowed = libraries.filter((library) => hasPermission(user, routePermissions[library.to]))
  if (allowed.length === 0) return null
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconBooks size={16} />}
          rightSection={<IconChevronDown size={14} />}
        >
          {t('libraries.label')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {allowed.map((library) => (
          <Menu.Item key={library.key} component={Link} to={library.to}>
            {t(`libraries.${library.key}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  )
}

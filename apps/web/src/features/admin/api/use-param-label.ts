import type { ParamName } from '@scm/contracts'
import { useTranslation } from 'react-i18next'
import { notAvailable } from '../../../lib/format/format.ts'
import { useParams } from '../../../lib/params/use-params.ts'

// Names for the ids a list row links to, from the shared params cache; a link to a row that has since
// been deactivated (no longer offered in selects) says so rather than showing nothing.
export function useParamLabel<const N extends ParamName>(names: readonly N[]) {
  const { t } = useTranslation('admin')
  const params = useParams(names)
  return (name: N, id: string | null | undefined): string => {
    if (!id) return notAvailable()
    const option = params.data[name].find((each) => each.id === id)
    if (option) return option.name
    return params.isPending ? '…' : t('lists.inactiveLink')
  }
}

import { SimpleGrid, TextInput } from '@mantine/core'
import type { StyleOverviewBlock, TagRef } from '@scm/contracts'
import { useTranslation } from 'react-i18next'
import { decimalInput } from '../../../ui/form/decimal-input.ts'
import { FormParamMultiSelect, FormParamSelect, FormTagSelect } from '../../../ui/form/form-fields.tsx'
import { nullIfBlank } from '../../../ui/form/null-if-blank.ts'
import type { useContractForm } from '../../../ui/form/use-contract-form.ts'

export type OverviewForm = ReturnType<typeof useContractForm<typeof StyleOverviewBlock>>

// The header of a style (spec §3 Style): the create dialog and the Overview tab edit the same fields;
// the tab passes the style's saved tags, which stay by name even if deactivated since.
export function StyleOverviewFields({ form, tags }: { form: OverviewForm; tags?: TagRef[] }) {
  const { t } = useTranslation('styles')
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextInput
        label={t('fields.styleNumber')}
        required
        data-autofocus
        {...form.register('style_number')}
        error={form.errorOf('style_number')}
      />
      <TextInput label={t('fields.name')} required {...form.register('name')} error={form.errorOf('name')} />
      <TextInput
        label={t('fields.internalName')}
        description={t('fields.internalNameHint')}
        {...form.register('internal_name', nullIfBlank)}
        error={form.errorOf('internal_name')}
      />
      <TextInput
        label={t('fields.vendorNo')}
        {...form.register('vendor_no', nullIfBlank)}
        error={form.errorOf('vendor_no')}
      />
      <FormParamSelect
        form={form}
        name="item_category_code_id"
        param="item-category-codes"
        label={t('fields.itemCategoryCode')}
      />
      <TextInput
        label={t('fields.netWeight')}
        inputMode="decimal"
        {...form.register('net_weight', decimalInput(null))}
        error={form.errorOf('net_weight')}
      />
      <FormParamMultiSelect form={form} name="season_ids" param="seasons" label={t('fields.seasons')} />
      <FormParamMultiSelect
        form={form}
        name="delivery_drop_code_ids"
        param="delivery-drop-codes"
        label={t('fields.dropCodes')}
      />
      <FormTagSelect
        form={form}
        name="tag_ids"
        type="style"
        label={t('fields.tags')}
        current={tags}
        data-testid="style-tags"
      />
    </SimpleGrid>
  )
}

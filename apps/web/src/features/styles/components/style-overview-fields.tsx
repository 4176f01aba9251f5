import { SimpleGrid, TextInput } from '@mantine/core'
import type { StyleOverviewBlock, TagRef } from '@scm/contracts'
import { Controller } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormTagSelect } from '../../../ui/form/form-fields.tsx'
import type { useContractForm } from '../../../ui/form/use-contract-form.ts'
import { ParamMultiSelect, ParamSelect } from '../../../ui/param-select.tsx'
import { decimalField, optionalTextField } from './decimal-field.ts'

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
        {...form.register('internal_name', optionalTextField)}
        error={form.errorOf('internal_name')}
      />
      <TextInput
        label={t('fields.vendorNo')}
        {...form.register('vendor_no', optionalTextField)}
        error={form.errorOf('vendor_no')}
      />
      <Controller
        control={form.control}
        name="item_category_code_id"
        render={({ field }) => (
          <ParamSelect
            param="item-category-codes"
            label={t('fields.itemCategoryCode')}
            value={field.value ?? null}
            onChange={(value) => field.onChange(value)}
            error={form.errorOf('item_category_code_id')}
          />
        )}
      />
      <TextInput
        label={t('fields.netWeight')}
        inputMode="decimal"
        {...form.register('net_weight', decimalField)}
        error={form.errorOf('net_weight')}
      />
      <Controller
        control={form.control}
        name="season_ids"
        render={({ field }) => (
          <ParamMultiSelect
            param="seasons"
            label={t('fields.seasons')}
            value={field.value ?? []}
            onChange={field.onChange}
            error={form.errorOf('season_ids')}
          />
        )}
      />
      <Controller
        control={form.control}
        name="delivery_drop_code_ids"
        render={({ field }) => (
          <ParamMultiSelect
            param="delivery-drop-codes"
            label={t('fields.dropCodes')}
            value={field.value ?? []}
            onChange={field.onChange}
            error={form.errorOf('delivery_drop_code_ids')}
          />
        )}
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

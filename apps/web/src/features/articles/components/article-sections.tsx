import { Anchor, Checkbox, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core'
import type { Article } from '@scm/contracts'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { nullIfBlank } from '../../../ui/form/null-if-blank.ts'
import type { ArticleForm } from './article-form.ts'
import {
  ArticleParam,
  ArticleTags,
  ArticleText,
  LeadTimeInput,
  PartnerSelect,
  SalesCurrencySelect,
  SharedWithSelect,
} from './article-inputs.tsx'
import { CountrySelect } from './country-select.tsx'

// The field groups of spec §2.10 "Article creation": the wizard shows one per step, the detail page
// all of them.
const grid = { cols: { base: 1, sm: 2, md: 3 }, spacing: 'md' } as const

// The saved article on the detail page: its style and tags by name, even if no longer offered.
export function GeneralSection({ form, article }: { form: ArticleForm; article?: Article }) {
  const { t } = useTranslation('articles')
  const styleId = form.watch('style_id')
  const savedStyle =
    article?.style_id && article.style_name ? [{ id: article.style_id, name: article.style_name }] : []
  return (
    <Stack>
      <SimpleGrid {...grid}>
        <ArticleText form={form} name="code" label={t('fields.code')} required data-autofocus />
        <ArticleText form={form} name="name" label={t('fields.name')} required />
        <ArticleParam
          form={form}
          name="category_id"
          param="product-categories"
          label={t('fields.category')}
        />
        <ArticleParam
          form={form}
          name="style_id"
          param="styles"
          label={t('fields.style')}
          current={savedStyle}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          description={
            styleId ? (
              <Anchor component={Link} to={`/styles/${styleId}`} size="xs" data-testid="article-style-link">
                {t('fields.openStyle')}
              </Anchor>
            ) : undefined
          }
        />
        <PartnerSelect form={form} label={t('fields.supplier')} />
        <ArticleText form={form} name="supplier_article_id" label={t('fields.supplierArticleId')} />
        <ArticleTags form={form} label={t('fields.tags')} current={article?.tags} />
      </SimpleGrid>
      <Textarea
        label={t('fields.description')}
        autosize
        minRows={3}
        {...form.register('description', nullIfBlank)}
        error={form.errorOf('description')}
      />
    </Stack>
  )
}

export function DetailsSection({ form }: { form: ArticleForm }) {
  const { t } = useTranslation('articles')
  return (
    <SimpleGrid {...grid}>
      <ArticleParam form={form} name="color_id" param="colors" label={t('fields.color')} />
      <ArticleParam form={form} name="size_id" param="sizes" label={t('fields.size')} />
      <ArticleText form={form} name="sku" label={t('fields.sku')} />
      <ArticleParam form={form} name="unit_id" param="units" label={t('fields.unit')} />
      <ArticleText form={form} name="sales_price" label={t('fields.salesPrice')} decimal />
      <SalesCurrencySelect form={form} label={t('fields.salesCurrency')} />
      <ArticleText form={form} name="composition" label={t('fields.composition')} />
      <ArticleParam
        form={form}
        name="item_category_code_id"
        param="item-category-codes"
        label={t('fields.itemCategoryCode')}
      />
      <ArticleText form={form} name="barcode" label={t('fields.barcode')} />
      <ArticleText form={form} name="ean" label={t('fields.ean')} inputMode="numeric" />
      <ArticleText form={form} name="tariff_code" label={t('fields.tariffCode')} inputMode="numeric" />
    </SimpleGrid>
  )
}

export function ProductionSection({ form }: { form: ArticleForm }) {
  const { t } = useTranslation('articles')
  return (
    <Stack>
      <SimpleGrid {...grid}>
        <CountrySelect form={form} label={t('fields.countryOfOrigin')} />
        <LeadTimeInput form={form} label={t('fields.leadTimeDays')} />
        <ArticleText form={form} name="weight" label={t('fields.weight')} decimal />
        <ArticleText form={form} name="length" label={t('fields.length')} decimal />
        <ArticleText form={form} name="width" label={t('fields.width')} decimal />
        <ArticleText form={form} name="height" label={t('fields.height')} decimal />
        <ArticleParam
          form={form}
          name="packing_instruction_id"
          param="packing-instructions"
          label={t('fields.packingInstruction')}
        />
        <ArticleParam form={form} name="box_type_id" param="box-types" label={t('fields.boxType')} />
        <ArticleParam
          form={form}
          name="delivery_drop_code_id"
          param="delivery-drop-codes"
          label={t('fields.deliveryDropCode')}
        />
      </SimpleGrid>
      <Title order={3} fz="h5" mt="sm">
        {t('steps.sustainability')}
      </Title>
      <SimpleGrid {...grid}>
        <ArticleText form={form} name="carbon_kg" label={t('fields.carbonKg')} decimal />
        <ArticleText form={form} name="water_l" label={t('fields.waterL')} decimal />
        <ArticleText form={form} name="energy_kwh" label={t('fields.energyKwh')} decimal />
      </SimpleGrid>
      <Checkbox label={t('fields.renewable')} {...form.register('renewable')} />
    </Stack>
  )
}

export function InventorySection({ form }: { form: ArticleForm }) {
  const { t } = useTranslation('articles')
  return (
    <Stack>
      <Text c="dimmed">{t('inventory.description')}</Text>
      <SimpleGrid {...grid}>
        <ArticleText form={form} name="inventory_min" label={t('fields.inventoryMin')} decimal />
        <ArticleText form={form} name="inventory_max" label={t('fields.inventoryMax')} decimal />
      </SimpleGrid>
      <SharedWithSelect form={form} label={t('fields.sharedWith')} />
    </Stack>
  )
}

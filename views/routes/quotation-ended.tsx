import { createFileRoute } from '@tanstack/react-router'
import { loadMessagesPart } from '../../i18n/i18n'
import { QuotationEndedPage } from '../broker/QuotationEndedPage'

/** Where a cleared broker session goes by default (core §4 "Clearing a broker session"). */
export const Route = createFileRoute('/quotation-ended')({
  beforeLoad: () => loadMessagesPart('funnel'),
  component: QuotationEndedPage,
})

import type { Page } from '@playwright/test'
import { FORMALITIES } from '../../../api/contract/checkout-forms'
import { addYears, todayInNl } from '../../../api/contract/date-rules'

/**
 * Buys a product for the signed-in customer through the API calls the funnel makes (its questions
 * answered the safe way, the checkout cart, the purchase with valid details), from the page with its
 * own token: a policy in a second, for paths that start after a purchase (cancelling, paying). The
 * funnel's screens themselves are walked by the checkout's own paths.
 */
export async function buyByApi(page: Page, productType: string): Promise<{ policyId: number }> {
  const today = todayInNl()
  const body = {
    company: {
      company_name: 'Timmerbedrijf De Vries',
      chamber_of_commerce_number: '64829301',
      street: 'Keizersgracht',
      house_number: '12',
      house_number_addition: null,
      postal_code: '1015cs',
      city: 'Amsterdam',
      country: 'Nederland',
    },
    person: {
      first_name: 'Ada',
      last_name: 'de Vries',
      birth_date: addYears(today, -35),
      phone_number: '+31 6 12345678',
      email: 'ada.devries@example.nl',
    },
    address: {
      street: 'Damrak',
      house_number: '7',
      house_number_addition: null,
      postal_code: '1012 LG',
      city: 'Amsterdam',
      country: 'Nederland',
      have_address_looked_up: true,
    },
    formalities: [...FORMALITIES],
    payment: { start_date: today, iban_number: 'NL91 ABNA 0417 1643 00', consent: true },
  }
  return page.evaluate(
    async ({ type, body }) => {
      const { access_token } = JSON.parse(localStorage.getItem('auth-storage') ?? '{}') as {
        access_token?: string
      }
      const call = async (method: string, path: string, json?: unknown) => {
        const res = await fetch(path, {
          method,
          headers: { Authorization: `Bearer ${access_token ?? ''}`, 'Content-Type': 'application/json' },
          body: json === undefined ? undefined : JSON.stringify(json),
        })
        const answer = res.status === 204 ? null : await res.json()
        if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(answer)}`)
        return answer
      }
      type Option = { id: number; consequence: string }
      type Question = { id: number; type: string; group: string; options: Option[]; user_answer: unknown }
      const products = (await call('GET', '/insurance-products')) as {
        result: { id: number; type: string }[]
      }
      const product = products.result.find((p) => p.type === type)
      if (!product) throw new Error(`no ${type} product for this profession`)
      const questions = (await call('GET', `/questions?product=${product.id}`)) as { result: Question[] }
      for (const q of questions.result) {
        if (q.user_answer || q.group === 'extra_coverage') continue
        const safe = q.options.find((o) => o.consequence === 'none')
        const value: Record<string, unknown> = {
          single: { option: safe?.id },
          multi: { multi_select_options: [safe?.id] },
          date: { date_value: '1990-05-17' },
          money: { money_value: '50000' },
          number: { float_value: 1 },
          text: { text_value: 'Timmerwerk' },
        }[q.type] as Record<string, unknown>
        await call('POST', '/answers', { question: q.id, ...value })
      }
      const item = (await call('POST', '/cart-item', { insurance_product: product.id })) as { id: number }
      await call('PUT', '/cart-item/checkout-cart', { cart_item_ids: [item.id], flow: 'normal' })
      const bought = (await call('POST', '/cart-item/purchase', body)) as {
        items: { policy: { id: number } | null }[]
      }
      const policy = bought.items[0]?.policy
      if (!policy) throw new Error('the purchase made no policy')
      return { policyId: policy.id }
    },
    { type: productType, body },
  )
}

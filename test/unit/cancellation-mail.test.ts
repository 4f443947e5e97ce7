import { describe, expect, it } from 'vitest'
import { LOCALES } from '../../api/contract/common'
import { cancellationMail } from '../../api/server/cancellation/cancellation-mail'

const facts = {
  to: 'eva@example.nl',
  link: 'http://zzp.localhost/user/policies',
  product: 'Bedrijfsaansprakelijkheidsverzekering',
  number: 'VZ-2026-000001',
  endDate: '2026-12-25',
}

describe('the cancellation e-mail', () => {
  it.each(LOCALES)('in %s names the policy, its last day and both refund texts, with the link', (locale) => {
    const mail = cancellationMail(locale, facts)
    expect(mail.to).toBe(facts.to)
    expect(mail.subject).toContain(facts.product)
    for (const part of [facts.number, '25-12-2026', facts.link]) expect(mail.text).toContain(part)
    // "within 14 days" and "14 days after the last direct debit", in every language.
    expect(mail.text.match(/14/g)).toHaveLength(2)
    expect(mail.html).toContain(`href="${facts.link}"`)
  })

  it('is in Dutch with the refund texts of the spec', () => {
    const { text } = cancellationMail('nl', facts)
    expect(text).toContain('dan krijg je dat binnen 14 dagen terug')
    expect(text).toContain('De terugbetaling wordt verwerkt 14 dagen na de laatste incasso.')
  })
})

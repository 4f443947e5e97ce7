// @vitest-environment node
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import {
  claimAmountsSchema,
  claimFreeYearsSchema,
  currencySchema,
  dronePriceSchema,
  heightSchema,
  incomeSchema,
  revenueSchema,
  weightSchema,
} from '../../api/contract/amount-rules'
import { LOCALES } from '../../api/contract/common'
import {
  AOV_MAX_AGE,
  birthDateSchema,
  earliestEndDate,
  endDateSchema,
  FORM_MAX_AGE,
  isStrictDate,
  pastDateSchema,
  startDateSchema,
} from '../../api/contract/date-rules'
import { emailSchema } from '../../api/contract/validation'
import {
  addressLookedUpSchema,
  houseNumberSchema,
  ibanSchema,
  imeiSchema,
  licensePlateSchema,
  onlyNlCountrySchema,
  phoneSchema,
  postalCodeSchema,
  uploadSchema,
} from '../../api/contract/field-rules'
import { CHECKOUT_VALIDATION_TEXTS, checkoutValidationMessage } from '../../views/forms/validation-texts'
import { CATALOGS, parsePo } from '../../scripts/i18n-check'

const TODAY = '2026-11-22'
type Row = { rule: string; schema: z.ZodMiniType; valid: [unknown, unknown?][]; invalid: [unknown, string][] }

/** Forms §5, rule by rule: valid inputs (and what they become) and invalid ones with the message key. */
const RULES: Row[] = [
  {
    rule: 'e-mail',
    schema: emailSchema,
    valid: [['Ada@Example.NL ', 'ada@example.nl'], ['a@[10.0.0.1]']],
    invalid: [
      ['', 'required'],
      ['ada@', 'email'],
      ['ada@example.n', 'email'],
    ],
  },
  {
    rule: 'phone',
    schema: phoneSchema,
    valid: [['06 12345678'], ['+31 (0)20-123 4567'], ['+316123456789012']],
    invalid: [
      ['', 'required'],
      ['06-1234x678', 'phoneNumber'],
      ['12345', 'phoneNumberMinLength'],
      ['+31 6 1234 5678 9012 3', 'phoneNumberMaxLength'],
    ],
  },
  {
    rule: 'postal code (NL, any spelling)',
    schema: postalCodeSchema('Pays-Bas'),
    valid: [
      ['1000ab', '1000 AB'],
      ['1234 AB', '1234 AB'],
      [' 9999zz ', '9999 ZZ'],
    ],
    invalid: [
      ['', 'required'],
      ['123 AB', 'postalCode'],
      ['1234 A1', 'postalCode'],
      ['12345', 'postalCode'],
    ],
  },
  {
    rule: 'postal code (abroad)',
    schema: postalCodeSchema('Belgique'),
    valid: [['B-1000'], ['SW1A 1AA']],
    invalid: [['sw1a 1aa', 'uppercase']],
  },
  {
    rule: 'country: only NL',
    schema: onlyNlCountrySchema,
    valid: [['Nederland'], ['netherlands'], ['Niederlande']],
    invalid: [
      ['België', 'onlyNL'],
      ['', 'required'],
    ],
  },
  {
    rule: 'address looked up',
    schema: addressLookedUpSchema,
    valid: [[true]],
    invalid: [[false, 'addressNotFound']],
  },
  {
    rule: 'house number',
    schema: houseNumberSchema,
    valid: [['12'], ['1']],
    invalid: [
      ['0', 'houseNumber'],
      ['12a', 'houseNumber'],
      ['', 'required'],
    ],
  },
  {
    rule: 'birth date (18..100)',
    schema: birthDateSchema({ today: TODAY }),
    valid: [['2008-11-22'], ['1926-11-22'], ['1990-02-28']],
    invalid: [
      ['22-11-1990', 'dateValidMessage'],
      ['1990-02-30', 'dateValidMessage'],
      ['2008-11-23', 'birthDateMinDate'],
      ['1926-11-21', 'birthDate100YearMaxDate'],
      ['', 'required'],
    ],
  },
  {
    rule: 'birth date (forms: at most 58)',
    schema: birthDateSchema({ today: TODAY, maxAge: FORM_MAX_AGE }),
    valid: [['1967-11-23']],
    invalid: [['1967-11-22', 'birthDateMaxDate']],
  },
  {
    rule: 'birth date (income protection: at most 57)',
    schema: birthDateSchema({ today: TODAY, maxAge: AOV_MAX_AGE }),
    valid: [['1968-11-23']],
    invalid: [
      ['1968-11-22', 'birthDateMaxDate'],
      ['1920-01-01', 'birthDate100YearMaxDate'],
    ],
  },
  {
    rule: 'start date (from today)',
    schema: startDateSchema({ today: TODAY }),
    valid: [[TODAY], ['2026-12-22']],
    invalid: [
      ['2026-11-21', 'minDateReached'],
      ['2026-12-23', 'maxDateReached'],
      ['2026-13-01', 'dateValidMessage'],
    ],
  },
  {
    rule: 'start date (from tomorrow, flag)',
    schema: startDateSchema({ today: TODAY, fromTomorrow: true }),
    valid: [['2026-11-23']],
    invalid: [[TODAY, 'minDateReached']],
  },
  {
    rule: 'start date (a device policy in the checkout ends on 2026-11-30)',
    schema: startDateSchema({ today: TODAY, endDate: '2026-11-30' }),
    valid: [[TODAY], ['2026-11-30']],
    invalid: [
      ['2026-12-01', 'startAfterEndDate'],
      ['2026-12-23', 'maxDateReached'],
    ],
  },
  {
    rule: 'end date (limited)',
    schema: endDateSchema({ today: TODAY, maxDate: '2027-11-22' }),
    valid: [['2026-11-23'], ['2027-11-22']],
    invalid: [
      [TODAY, 'minEndDateReached'],
      ['2027-11-23', 'maxEndDateReached'],
      ['', 'required'],
    ],
  },
  {
    rule: 'date not in the future',
    schema: pastDateSchema({ today: TODAY }),
    valid: [[TODAY]],
    invalid: [['2026-11-23', 'dateInFuture']],
  },
  {
    rule: 'IBAN',
    schema: ibanSchema,
    valid: [
      ['NL91 ABNA 0417 1643 00', 'NL91ABNA0417164300'],
      ['de89370400440532013000', 'DE89370400440532013000'],
    ],
    invalid: [
      ['NL92ABNA0417164300', 'iban'],
      ['NL91ABNA041716430', 'iban'],
      ['', 'required'],
    ],
  },
  {
    rule: 'IMEI',
    schema: imeiSchema,
    valid: [['490154203237518'], ['35-209900-176148-1', '352099001761481']],
    invalid: [
      ['490154203237517', 'imei'],
      ['49015420323751', 'imei'],
    ],
  },
  {
    rule: 'licence plate',
    schema: licensePlateSchema,
    valid: [
      ['XX-99-99', 'XX9999'],
      ['99-xxx-9', '99XXX9'],
      ['1-abc-23', '1ABC23'],
      ['G-123-BB', 'G123BB'],
    ],
    invalid: [
      ['ABCDEF', 'licensePlate'],
      ['123456', 'licensePlate'],
      ['AB-12-C', 'licensePlate'],
    ],
  },
  {
    rule: 'income',
    schema: incomeSchema,
    valid: [
      ['€ 45.000', 45000],
      ['125000', 125000],
    ],
    invalid: [
      ['125001', 'maxIncome'],
      ['geen', 'required'],
      ['1000000000', 'maxIncome'],
    ],
  },
  {
    rule: 'drone price',
    schema: dronePriceSchema,
    valid: [['5000', 5000]],
    invalid: [['5001', 'maxDronePrice']],
  },
  {
    rule: 'height',
    schema: heightSchema,
    valid: [
      ['180', 180],
      ['100', 100],
      ['250', 250],
    ],
    invalid: [
      ['99', 'minHeight'],
      ['251', 'maxHeight'],
      ['1,80', 'number'],
    ],
  },
  {
    rule: 'weight',
    schema: weightSchema,
    valid: [
      ['72,5', 72.5],
      ['50', 50],
    ],
    invalid: [
      ['49', 'minWeight'],
      ['201', 'maxWeight'],
      ['zwaar', 'number'],
    ],
  },
  {
    rule: 'claim-free years',
    schema: claimFreeYearsSchema,
    valid: [
      ['-4', -4],
      ['12', 12],
    ],
    invalid: [
      ['-5', 'minClaimFreeYears'],
      ['76', 'maxClaimFreeYears'],
      ['1.5', 'number'],
    ],
  },
  {
    rule: 'revenue over 250,000 needs an explanation',
    schema: revenueSchema,
    valid: [[{ revenue: '250000' }], [{ revenue: '300000', explanation: 'Groothandel' }]],
    invalid: [[{ revenue: '250001', explanation: ' ' }, 'revenueExplanation']],
  },
  {
    rule: 'claim amounts',
    schema: claimAmountsSchema,
    valid: [[{ perClaim: 500, perYear: 1000 }], [{ perClaim: 1000, perYear: 1000 }]],
    invalid: [[{ perClaim: 1500, perYear: 1000 }, 'lowerClaimAmount']],
  },
  {
    rule: 'upload',
    schema: uploadSchema,
    valid: [[{ type: 'application/pdf', size: 25 * 1024 * 1024 }], [{ type: 'image/png', size: 1 }]],
    invalid: [
      [{ type: 'text/html', size: 10 }, 'fileType'],
      [{ type: 'image/jpeg', size: 25 * 1024 * 1024 + 1 }, 'fileSize'],
      [{ type: 'image/jpeg', size: 0 }, 'fileEmpty'],
    ],
  },
  {
    rule: 'currency',
    schema: currencySchema,
    valid: [['EUR'], ['GBP']],
    invalid: [
      ['eur', 'currency'],
      ['XYZ', 'currency'],
    ],
  },
]

/** Every translation of every catalog, per locale, by source text. */
const translations = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    new Map(
      CATALOGS.flatMap((c) => parsePo(readFileSync(`i18n/locales/${locale}/${c}.po`, 'utf8'))).map((e) => [
        e.id,
        e.translation,
      ]),
    ),
  ]),
)

describe.each(RULES.map((row) => [row.rule, row] as const))('validation rule: %s', (_, row) => {
  it.each(row.valid.map(([input, output]) => [JSON.stringify(input), input, output]))(
    'accepts %s',
    (_, input, output) => {
      const result = z.safeParse(row.schema, input)
      expect(result.success, JSON.stringify(result.error?.issues)).toBe(true)
      if (output !== undefined) expect(result.data).toEqual(output)
    },
  )

  it.each(row.invalid.map(([input, key]) => [JSON.stringify(input), key, input]))(
    'refuses %s with %s, in every language',
    (_, key, input) => {
      const result = z.safeParse(row.schema, input)
      expect(result.success).toBe(false)
      expect(result.error!.issues[0]!.message).toBe(key)
      const descriptor = checkoutValidationMessage(key)
      expect(descriptor, `no text for ${key}`).not.toBe(checkoutValidationMessage('no-such-key'))
      for (const locale of LOCALES)
        expect(translations[locale]!.get(descriptor.message!), `${key} in ${locale}`).toBeTruthy()
    },
  )
})

describe('strict dates', () => {
  it('knows real calendar days, leap years included', () => {
    expect(['2024-02-29', '2026-12-31'].every(isStrictDate)).toBe(true)
    expect(['2026-02-29', '2026-04-31', '2026-1-01', '20261101'].some(isStrictDate)).toBe(false)
  })

  it('takes the earliest end date of the checkout’s policies that end as the latest start date', () => {
    expect(earliestEndDate([])).toBeNull()
    expect(earliestEndDate([undefined, null])).toBeNull()
    expect(earliestEndDate(['2027-01-05', undefined, '2026-12-01', '2026-12-31'])).toBe('2026-12-01')
    expect(CHECKOUT_VALIDATION_TEXTS.startAfterEndDate).toBeDefined()
  })

  it('has a text for every key the checkout rules use', () => {
    expect(Object.keys(CHECKOUT_VALIDATION_TEXTS).length).toBeGreaterThanOrEqual(30)
  })
})

describe('checkout forms', () => {
  it('checks each field with its rule and says which', async () => {
    const { companyFormSchema, formalitiesSchema, paymentFormSchema, personFormSchema, FORMALITIES } =
      await import('../../api/contract/checkout-forms')
    const company = z.safeParse(companyFormSchema, {
      company_name: 'Timmerbedrijf De Vries',
      chamber_of_commerce_number: '1234567',
      street: 'Damrak',
      house_number: '1',
      postal_code: '1012lg',
      city: 'Amsterdam',
      country: 'België',
    })
    expect(company.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['chamber_of_commerce_number', 'kvkNumber'],
      ['country', 'onlyNL'],
    ])
    const person = z.safeParse(personFormSchema(TODAY), {
      first_name: 'Ada',
      last_name: 'de Vries',
      birth_date: '1960-01-01',
      phone_number: '0612345678',
      email: 'ada@example.nl',
    })
    expect(person.error?.issues.map((i) => i.message)).toEqual(['birthDateMaxDate'])
    expect(z.safeParse(formalitiesSchema(), [...FORMALITIES]).success).toBe(true)
    expect(z.safeParse(formalitiesSchema(true), [...FORMALITIES]).error?.issues[0]?.message).toBe(
      'formalities',
    )
    const payment = z.safeParse(paymentFormSchema(TODAY, true), {
      start_date: TODAY,
      iban_number: 'nl91 abna 0417 1643 00',
      consent: false,
    })
    expect(payment.error?.issues.map((i) => i.message)).toEqual(['minDateReached', 'consent'])
  })
})

import { describe, expect, it } from 'vitest'
import { PARTNER_DATA_ELEMENT_ID } from '../../api/contract/rendered-page'
import { readRenderedPage } from '../../views/platform/rendered-page'
import { testPartner } from '../components/render-app'
import { pageWith as pageWithData } from './page-data'

/** The partner the server wrote into a rendered page (issue 26): read when whole, else never a failed boot. */
const pageWith = (text: string | null) => pageWithData(PARTNER_DATA_ELEMENT_ID, text)

describe('readRenderedPage', () => {
  it('reads the partner and the language the server rendered in', () => {
    const partner = testPartner()
    expect(readRenderedPage(pageWith(JSON.stringify({ partner, locale: 'en' })))).toEqual({
      partner,
      locale: 'en',
    })
  })

  it('is null for a page served empty, and for data that is not JSON or not a partner', () => {
    for (const text of [null, '', '{', '{}', JSON.stringify({ partner: { slug: 'zzp' }, locale: 'nl' })])
      expect(readRenderedPage(pageWith(text))).toBeNull()
    expect(readRenderedPage(pageWith(JSON.stringify({ partner: testPartner(), locale: 'xx' })))).toBeNull()
  })
})
